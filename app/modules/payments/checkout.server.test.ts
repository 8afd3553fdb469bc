import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "~/lib/db-schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { checkoutFromForm } from "../../../tests/support/checkout-form";
import { listAgents, setAgentActive } from "~/modules/agents/agents.server";
import { AGENT_UNKNOWN } from "./checkout-schema";
import { consultationReference } from "./checkout.server";
import { STRIPE_API_VERSION, apiBaseOptions, createStripeClient } from "./stripe.server";
import { useTestServices } from "../../../tests/support/test-services";

describe("Stripe client", () => {
  it("points the SDK at a base URL's host, port and protocol", () => {
    expect(apiBaseOptions("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: "12111", protocol: "http" });
    expect(apiBaseOptions("https://stripe.internal")).toEqual({ host: "stripe.internal", port: 443, protocol: "https" });
    expect(apiBaseOptions(undefined)).toEqual({});
  });
});

describe.each(testDatabases())("checkout on $engine", ({ open }) => {
  const svc = useTestServices(open, { stripe: true });

  const deps = () => ({ db: svc.handle.db, stripe: createStripeClient("sk_test_checkout", svc.fake.url) });

  it("records the order, then opens a session with the server's price, the recommended visa's template and the return URLs", async () => {
    const result = await checkoutFromForm(deps(), { product: "template", email: "ann@example.com", template: "visitor-600-sponsored", amount: "1", price: "1" });
    expect(result.ok).toBe(true);
    const request = svc.fake.requests.at(-1)!;
    expect(request.apiVersion).toBe(STRIPE_API_VERSION);
    const session = [...svc.fake.sessions.values()].at(-1)!;
    expect(result).toEqual({ ok: true, url: session.url });
    expect(session.line_items_created).toEqual([
      { quantity: 1, unit_amount: 2900, currency: "aud", name: "Visa Application Template & Checklist: Visitor visa (subclass 600), Sponsored Family stream" },
    ]);
    expect(session.mode).toBe("payment");
    expect(session.customer_email).toBe("ann@example.com");
    expect(session.success_url).toBe("http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}");
    expect(session.cancel_url).toBe(`http://localhost:3000/payment/cancel?order=${session.metadata.order_id}`);
    expect(session.metadata).toMatchObject({ kind: "template", template: "visitor-600-sponsored" });

    const order = await svc.handle.db.selectFrom("orders").selectAll().where("id", "=", session.metadata.order_id!).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "pending", provider: "stripe", email: "ann@example.com", stream: "visitor-600-sponsored", amount_cents: 2900, currency: "aud", checkout_session_id: session.id });
    expect(request.idempotencyKey).toBe(`checkout-orders-${order.id}`);
  });

  it("opens Stripe's page in the visitor's language and returns to the pages in it; Hindi, which Stripe lacks, as the browser asks", async () => {
    const template = { product: "template", email: "ann@example.com", template: "visitor-600-tourist" };
    expect((await checkoutFromForm({ ...deps(), locale: "ja" }, template)).ok).toBe(true);
    const japanese = [...svc.fake.sessions.values()].at(-1)!;
    expect(japanese.locale).toBe("ja");
    expect(japanese.success_url).toBe("http://localhost:3000/ja/payment/success?session_id={CHECKOUT_SESSION_ID}");
    expect(japanese.cancel_url).toBe(`http://localhost:3000/ja/payment/cancel?order=${japanese.metadata.order_id}`);
    expect((await checkoutFromForm({ ...deps(), locale: "hi" }, template)).ok).toBe(true);
    const hindi = [...svc.fake.sessions.values()].at(-1)!;
    expect(hindi.locale).toBe("auto");
    expect(hindi.success_url).toBe("http://localhost:3000/hi/payment/success?session_id={CHECKOUT_SESSION_ID}");
    expect((await checkoutFromForm(deps(), template)).ok).toBe(true);
    expect([...svc.fake.sessions.values()].at(-1)!.locale).toBe("en");
  });

  it("opens a consultation at 199 AUD with name, phone and time as the client reference", async () => {
    const form = { product: "consultation", name: "Raj Patel", email: "raj@example.com", phone: "+91 98765 43210", preferredDateTime: "2099-01-10T10:00", timeZone: "Asia/Kolkata", amount: "100" };
    const result = await checkoutFromForm({ ...deps(), now: new Date("2098-12-01T00:00:00Z") }, form);
    expect(result.ok).toBe(true);
    const session = [...svc.fake.sessions.values()].at(-1)!;
    expect(session.line_items_created[0]).toMatchObject({ quantity: 1, unit_amount: 19900, currency: "aud" });
    expect(session.client_reference_id).toBe("Raj Patel | +91 98765 43210 | 2099-01-10T10:00");
    const booking = await svc.handle.db.selectFrom("bookings").selectAll().where("id", "=", session.metadata.booking_id!).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ status: "pending", name: "Raj Patel", time_zone: "Asia/Kolkata", amount_cents: 19900, checkout_session_id: session.id });
    expect(booking).toMatchObject({ agent_id: null, agent_name: null });
    expect(session.metadata.agent).toBe("Any available agent");
  });

  it("records the agent the visitor chose, and refuses one that is not bookable", async () => {
    const [chosen, hidden] = await listAgents(svc.handle.db);
    await setAgentActive(svc.handle.db, hidden!.id, false);
    const form = { product: "consultation", name: "Mia Chen", email: "mia@example.com", phone: "+61 400 000 000", preferredDateTime: "2099-01-10T10:00" };
    const now = new Date("2098-12-01T00:00:00Z");
    expect(await checkoutFromForm({ ...deps(), now }, { ...form, agent: chosen!.id })).toMatchObject({ ok: true });
    const session = [...svc.fake.sessions.values()].at(-1)!;
    const booking = await svc.handle.db.selectFrom("bookings").selectAll().where("id", "=", session.metadata.booking_id!).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ agent_id: chosen!.id, agent_name: chosen!.name });
    expect(session.metadata.agent).toBe(chosen!.name);

    const refused = await checkoutFromForm({ ...deps(), now }, { ...form, agent: hidden!.id });
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { agent: AGENT_UNKNOWN } });
    expect(await checkoutFromForm({ ...deps(), now }, { ...form, agent: "any" })).toMatchObject({ ok: true });
  });

  it("keeps the client reference within Stripe's 200 characters", () => {
    expect(consultationReference({ name: "N".repeat(190), phone: "+61 400 000 000", preferredDateTime: "2099-01-10T10:00" })).toHaveLength(200);
  });

  it("shows Stripe's message as 'Payment Error' and marks the order failed", async () => {
    svc.fake.failNextCreate({ type: "invalid_request_error", message: "Invalid email address: ann@example.con" });
    const result = await checkoutFromForm(deps(), { product: "template", email: "ann@example.con", stream: "tourist" });
    expect(result).toMatchObject({ ok: false, status: 400, error: { title: "Payment Error", message: "Invalid email address: ann@example.con" } });
    const failed = await svc.handle.db.selectFrom("orders").selectAll().where("email", "=", "ann@example.con").executeTakeFirstOrThrow();
    expect(failed.status).toBe("failed");
    expect(failed.checkout_session_id).toBeNull();
  });

  it("does not pass on details of the site's own Stripe account problems", async () => {
    svc.fake.failNextCreate({ type: "invalid_request_error", status: 401, message: "Invalid API Key provided: sk_test_****1234" });
    const result = await checkoutFromForm(deps(), { product: "template", email: "ann@example.com", stream: "tourist" });
    expect(result).toMatchObject({ ok: false, status: 502, error: { title: "Payment Error" } });
    expect(JSON.stringify(result)).not.toContain("sk_test");
  });

  it("refuses a bad address with 'Invalid Email' and opens no session", async () => {
    const before = svc.fake.requests.length;
    const result = await checkoutFromForm(deps(), { product: "template", email: "ann@example", stream: "tourist" });
    expect(result).toMatchObject({ ok: false, status: 400, error: { title: "Invalid Email", message: "Please enter a valid email address." } });
    expect(svc.fake.requests.length).toBe(before);
  });

  it("returns each booking field's problem", async () => {
    const result = await checkoutFromForm(deps(), { product: "consultation", name: "", email: "", phone: "", preferredDateTime: "" });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { title: "An Unexpected Error Occurred", message: "Full name is required" },
      fieldErrors: { name: "Full name is required", email: "Email is required", phone: "Phone number is required", preferredDateTime: "Please select a date and time" },
    });
  });

  it("treats a refused API key as an account problem and anything else as 'An Unexpected Error Occurred'", async () => {
    const wrongKey = { db: svc.handle.db, stripe: createStripeClient("sk_live_notforthefake", svc.fake.url) };
    // The svc.fake only knows test keys, so this fails as Stripe would with a wrong key.
    expect(await checkoutFromForm(wrongKey, { product: "template", email: "ann@example.com", stream: "tourist" })).toMatchObject({
      ok: false,
      status: 502,
      error: { title: "Payment Error", message: "The payment service is not available right now. Please try again in a few minutes." },
    });
    const brokenDb = { insertInto: () => { throw new Error("disk I/O error at /var/lib/site.db"); } } as unknown as Kysely<Database>;
    const broken = await checkoutFromForm({ db: brokenDb, stripe: null }, { product: "template", email: "ann@example.com", stream: "tourist" });
    expect(broken).toEqual({ ok: false, status: 500, error: { title: "An Unexpected Error Occurred", message: "Please try again." } });
    const unknown = await checkoutFromForm(deps(), { product: "visa", email: "ann@example.com" });
    expect(unknown).toMatchObject({ ok: false, status: 400, error: { title: "An Unexpected Error Occurred", message: "Please choose what you would like to buy." } });
  });

  it("without Stripe keys sends the visitor to the labelled demo checkout", async () => {
    const result = await checkoutFromForm({ db: svc.handle.db, stripe: null }, { product: "template", email: "demo@example.com", stream: "business" });
    expect(result.ok && result.url).toMatch(/^\/checkout\/demo\/cs_demo_[\w-]{20,}$/);
    const order = await svc.handle.db.selectFrom("orders").selectAll().where("email", "=", "demo@example.com").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ provider: "demo", status: "pending", amount_cents: 2900 });
    expect(result.ok && result.url).toBe(`/checkout/demo/${order.checkout_session_id}`);
  });
});
