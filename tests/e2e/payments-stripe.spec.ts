import type { APIRequestContext } from "@playwright/test";
import { freePort, startServer, type ServerProcess } from "../support/server-process";
import { startSmtpServer, type TestSmtpServer } from "../fakes/smtp";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe";
import { expect, expectAccessible, test } from "./fixtures";
import { downloadLinkIn, isValidPdf, postFormFromPage } from "./payments-helpers";

const webhookSecret = "whsec_e2e_payments_secret";

/**
 * The site in Stripe mode: the real Stripe SDK in the server talks to a local fake of Stripe's API,
 * webhooks carry real signatures, mail goes to a real SMTP server.
 */
test.describe("Stripe checkout and fulfilment", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: TestSmtpServer;
  let stripe: FakeStripe;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpServer();
    stripe = await startFakeStripe();
    const port = await freePort();
    server = await startServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: "sk_test_e2e_payments",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
      SUPPORT_EMAIL: "support@example.com",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "e2e-admin-password-123",
      LOG_LEVEL: "warn",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await stripe?.stop();
    await smtp?.stop();
  });
  test.beforeEach(() => {
    smtp.messages.length = 0;
  });

  async function startCheckout(request: APIRequestContext, form: Record<string, string>) {
    const response = await request.post(`${server.url}/checkout`, { form, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    const location = response.headers().location as string;
    const session = [...stripe.sessions.values()].find((candidate) => candidate.url === location);
    if (!session) throw new Error(`no session behind ${location}`);
    return session;
  }

  function deliver(request: APIRequestContext, payload: string, signature?: string) {
    return request.post(`${server.url}/api/stripe/webhook`, {
      data: payload,
      headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    });
  }

  test("a paid purchase sends one e-mail although the webhook comes 10 times and the success page is reloaded", async ({ page, request }) => {
    const session = await startCheckout(request, { product: "template", email: "paid@example.com", stream: "business", amount: "1" });
    // The line names the template's visa (a page loaded before that change posts a stream, read as its 600 stream).
    expect(session.line_items_created).toEqual([
      { quantity: 1, unit_amount: 2900, currency: "aud", name: "Visa Application Template & Checklist: Visitor visa (subclass 600), Business Visitor stream" },
    ]);
    expect(session.success_url).toBe(`${server.url}/payment/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(stripe.requests.at(-1)?.apiVersion).toBe("2025-11-17.clover");

    stripe.markPaid(session.id);
    const event = stripe.signedEvent("checkout.session.completed", session.id, webhookSecret);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(request, event.payload, event.signature)));
    expect(responses.map((response) => response.status())).toEqual(Array(10).fill(200));

    const successUrl = `${server.url}/payment/success?session_id=${session.id}`;
    await page.goto(successUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByLabel("Email Address")).toHaveValue("paid@example.com");
    await page.reload();
    await page.reload();
    await expect(page.getByRole("button", { name: "Send Template" })).toBeVisible();

    await smtp.waitForMessages(1);
    await page.waitForTimeout(2500);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(["paid@example.com"]);
    const download = await request.get(downloadLinkIn(mail));
    expect(download.status()).toBe(200);
    expect(await isValidPdf(await download.body())).toBe(true);
  });

  test("the success page fulfils a paid purchase even before the webhook arrives, and the webhook then adds nothing", async ({ page, request }) => {
    const session = await startCheckout(request, { product: "template", email: "early@example.com", stream: "tourist" });
    stripe.markPaid(session.id);
    // The toast lasts 5 s; watch for it from before the visit, since the visit itself runs an axe check.
    const toastShown = page.getByText("Payment Successful!").waitFor();
    await page.goto(`${server.url}/payment/success?session_id=${session.id}`);
    await toastShown;
    await smtp.waitForMessages(1);
    const event = stripe.signedEvent("checkout.session.completed", session.id, webhookSecret);
    expect((await deliver(request, event.payload, event.signature)).status()).toBe(200);
    await page.waitForTimeout(2500);
    expect(smtp.to("early@example.com")).toHaveLength(1);
  });

  test("a forged webhook changes nothing and an unpaid session gets no template", async ({ page, request }) => {
    const session = await startCheckout(request, { product: "template", email: "unpaid@example.com", stream: "tourist" });
    // The session is still unpaid at Stripe; a forged "completed" event must not fulfil it.
    stripe.markPaid(session.id);
    const forged = stripe.signedEvent("checkout.session.completed", session.id, "whsec_not_the_real_secret");
    stripe.sessions.get(session.id)!.payment_status = "unpaid";
    stripe.sessions.get(session.id)!.status = "open";
    expect((await deliver(request, forged.payload, forged.signature)).status()).toBe(400);
    expect((await deliver(request, forged.payload)).status()).toBe(400);

    await page.goto(`${server.url}/payment/success?session_id=${session.id}`);
    await expect(page.getByText("This payment has not been completed, so no template can be sent.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Template" })).toHaveCount(0);
    const resend = await request.post(`${server.url}/payment/success?session_id=${session.id}`, {
      form: { session_id: session.id, email: "unpaid@example.com" },
    });
    expect(resend.status()).toBe(400);
    await page.waitForTimeout(2500);
    expect(smtp.messages).toHaveLength(0);
  });

  test("Stripe's refusal reaches the visitor as 'Payment Error' with Stripe's message", async ({ page }) => {
    stripe.failNextCreate({ type: "invalid_request_error", message: "Invalid email address: someone@example.invalid" });
    await page.goto(`${server.url}/payment/cancel`);
    await postFormFromPage(page, "/checkout", { product: "template", email: "someone@example.invalid", stream: "tourist" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Error");
    await expect(page.getByText("Invalid email address: someone@example.invalid")).toBeVisible();
  });

  test("the checkout contract answers a fetcher with JSON-shaped error data", async ({ request }) => {
    stripe.failNextCreate({ type: "card_error", status: 402, message: "Your card was declined." });
    const response = await request.post(`${server.url}/checkout.data`, { form: { product: "template", email: "x@example.com", stream: "tourist" } });
    expect(response.status()).toBe(400);
    const body = await response.text();
    expect(body).toContain("Payment Error");
    expect(body).toContain("Your card was declined.");
  });

  test("a paid consultation is confirmed by e-mail once, to the visitor and to support", async ({ request }) => {
    const session = await startCheckout(request, {
      product: "consultation",
      name: "Mei Chen",
      email: "mei@example.com",
      phone: "+86 138 0000 0000",
      preferredDateTime: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16),
      timeZone: "Asia/Shanghai",
    });
    expect(session.client_reference_id).toMatch(/^Mei Chen \| \+86 138 0000 0000 \| \d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(session.line_items_created[0]?.unit_amount).toBe(19900);
    stripe.markPaid(session.id);
    const event = stripe.signedEvent("checkout.session.completed", session.id, webhookSecret);
    await Promise.all(Array.from({ length: 3 }, () => deliver(request, event.payload, event.signature)));
    await smtp.waitForMessages(2);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.to("mei@example.com").map((mail) => mail.subject)).toEqual(["Your consultation is booked"]);
    expect(smtp.to("support@example.com").map((mail) => mail.subject)).toEqual(["New consultation booking from Mei Chen"]);
  });

  test("a payment Stripe refunds in full is listed as Refunded in Admin > Orders, under the Refunded filter", async ({ page, request }) => {
    const email = `refund-${Date.now()}@example.com`;
    const session = await startCheckout(request, { product: "template", email, template: "visitor-600-tourist" });
    stripe.markPaid(session.id);
    const paid = stripe.signedEvent("checkout.session.completed", session.id, webhookSecret);
    expect(await (await deliver(request, paid.payload, paid.signature)).json()).toEqual({ received: true, outcome: "fulfilled" });
    const refund = stripe.signedRefundEvent(session.id, webhookSecret);
    expect(await (await deliver(request, refund.payload, refund.signature)).json()).toEqual({ received: true, outcome: "refunded" });

    await page.goto(`${server.url}/login?redirectTo=${encodeURIComponent("/admin/orders?state=refunded")}`);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("e2e-admin-password-123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?state=refunded$/);
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Refunded");
    const filters = page.getByRole("navigation", { name: "Filter orders by state" });
    await expect(filters.getByRole("link", { name: "Refunded" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page, "on the refunded orders");
  });
});
