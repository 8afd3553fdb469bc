import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { pdfPageTexts } from "../support/pdf-text";
import { freePort, startServer, type ServerProcess } from "../support/server-process";
import { startSmtpServer, type TestSmtpServer } from "../fakes/smtp";
import { waitForPageScripts } from "../support/hydrated";
import { expect, expectAccessible, test } from "./fixtures";
import { daysFromNow, downloadLinkIn, isValidPdf, postFormFromPage } from "./payments-helpers";

/** A real installation's details: who runs the site, shown on pages and in receipts. */
const business = {
  BUSINESS_NAME: "Example Travel Pty Ltd",
  BUSINESS_ABN: "51824753556",
  BUSINESS_ADDRESS: "PO Box 1, Sydney NSW 2001",
  MAIL_FROM: "Example Travel <visas@example.com>",
};
const businessLine = "Example Travel Pty Ltd · ABN 51 824 753 556 · PO Box 1, Sydney NSW 2001";

/**
 * What an operator does in Admin > Agents, done on the database: the sample profile becomes a real agent
 * (the admin form and its photo upload are tested in agents.spec.ts).
 */
function makeAgentReal(dataDir: string, name: string) {
  const db = new Database(path.join(dataDir, "site.db"));
  try {
    db.prepare("UPDATE agents SET is_sample = 0, marn = '1234567' WHERE name = ?").run(name);
  } finally {
    db.close();
  }
}

/** India's zone, as the browser names it (Chromium still reports the older name Asia/Calcutta). */
const indiaZone = /\(Asia\/(?:Kolkata|Calcutta)\)/;

/** The text of a receipt PDF, on one line. */
async function receiptText(body: Buffer): Promise<string> {
  const pages = await pdfPageTexts(body);
  expect(pages).toHaveLength(1);
  return pages[0]!.replace(/\s+/g, " ");
}

/**
 * Payments, booking and contact in the demo checkout (no Stripe key), against a server of their own
 * whose mail goes to a real SMTP server in this test process.
 */
test.describe("demo checkout, booking and contact with real mail", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: TestSmtpServer;
  let server: ServerProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-payments-"));
  // The visitor books from India: the booking must keep that time zone.
  test.use({ timezoneId: "Asia/Kolkata" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpServer();
    const port = await freePort();
    server = await startServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: "support@example.com",
      ...business,
      LOG_LEVEL: "warn",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });
  test.beforeEach(() => {
    smtp.messages.length = 0;
  });

  test("buys the template through the labelled demo checkout and gets exactly one e-mail whose link downloads the PDF", async ({ page, request }) => {
    await page.goto(`${server.url}/payment/cancel`);
    await postFormFromPage(page, "/checkout", { product: "template", email: "buyer@example.com", template: "visitor-600-sponsored", amount: "1" });
    await expect(page).toHaveURL(/\/checkout\/demo\/cs_demo_/);
    await expect(page.getByRole("heading", { name: "Demo Checkout" })).toBeVisible();
    await expect(page.locator("main").getByRole("note")).toContainText("no money is taken");
    await expect(page.getByRole("cell", { name: /Visa Application Template & Checklist/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /Total/ })).toContainText("$29 AUD");
    await expectAccessible(page, "on the demo checkout");

    await page.getByRole("button", { name: "Pay $29 AUD" }).click();
    await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_demo_/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByText("Payment Successful!")).toBeVisible();
    // The toast agrees with the page: the template has been sent, nothing more to enter.
    await expect(page.getByText("Your purchase was successful. Your template is on its way to your email.")).toBeVisible();
    await expect(page.getByText("Enter your email to receive the template")).toHaveCount(0);
    await expect(page.getByLabel("Email Address")).toHaveValue("buyer@example.com");
    await expectAccessible(page, "on the success page");

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(["buyer@example.com"]);
    expect(mail?.subject).toBe("Your Visa Application Template is Here!");
    // The receipt names who sold the template, and comes from the configured sender.
    expect(mail?.from).toContain("visas@example.com");
    expect(mail?.text).toContain(businessLine);
    // The receipt: seller, ABN, address, reference, what was bought, the amount and the GST status; paid
    // through the demo checkout, it says no money was taken.
    expect(mail?.text).toContain("DEMO RECEIPT\nSeller: Example Travel Pty Ltd\nABN: 51 824 753 556\nAddress: PO Box 1, Sydney NSW 2001\nDate: ");
    expect(mail?.text).toMatch(/Reference: [0-9A-F-]{8}\nItem: Visa Application Template & Checklist: Visitor visa \(subclass 600\), Sponsored Family stream\nAmount paid: \$29 AUD\nGST: No GST/);
    expect(mail?.text).toContain("No money was taken");
    const receiptLink = page.getByRole("link", { name: "Download receipt (PDF)" });
    const receipt = await request.get(new URL((await receiptLink.getAttribute("href"))!, server.url).href);
    expect(receipt.headers()["content-type"]).toBe("application/pdf");
    const receiptPdf = await receiptText(await receipt.body());
    for (const part of ["Demo receipt", "Example Travel Pty Ltd", "51 824 753 556", "PO Box 1, Sydney NSW 2001", "$29 AUD", "No GST"]) expect(receiptPdf).toContain(part);
    expect(mail?.attachments[0]?.filename).toBe("australian-visa-visitor-600-sponsored-template.pdf");
    const download = await request.get(downloadLinkIn(mail));
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(await isValidPdf(await download.body())).toBe(true);
    // The guide is drawn for the order: the buyer on its cover, the seller in every page's footer.
    const pages = (await pdfPageTexts(await download.body())).map((text) => text.replace(/\s+/g, " "));
    expect(pages[0]).toContain("Prepared for buyer@example.com");
    expect(pages[0]).toContain("Visitor visa (subclass 600), Sponsored Family stream");
    for (const text of pages) expect(text).toContain(businessLine);

    // Reloading the success page sends nothing more.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await page.waitForTimeout(2500);
    expect(smtp.messages).toHaveLength(1);

    // An empty address gives its error toast; another address gets the template on request.
    await page.getByLabel("Email Address").fill("");
    await page.getByRole("button", { name: "Send Template" }).click();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await page.getByLabel("Email Address").fill("friend@example.com");
    await page.getByRole("button", { name: "Send Template" }).click();
    await expect(page.getByText("The template has been sent to your email address. Please check your inbox.").first()).toBeVisible();
    expect(smtp.to("friend@example.com")).toHaveLength(1);
    expect(smtp.to("buyer@example.com")).toHaveLength(1);
  });

  // Pages rendered on request; prerendered ones carry the configuration they were built with (README).
  test("a configured installation names who runs it in the footer, with no demo notice", async ({ page }) => {
    for (const path of ["/contact", "/book-consultation"]) {
      await page.goto(`${server.url}${path}`);
      await expect(page.locator("footer[data-site-footer]")).toContainText(`is run by ${businessLine} · support@example.com`);
      await expect(page.getByRole("complementary", { name: "Demo installation" })).toHaveCount(0);
    }
  });

  test("a tampered download link is refused with a clear page", async ({ request }) => {
    const response = await request.get(`${server.url}/template/download?stream=tourist&ref=x&expires=9999999999&sig=forged`);
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("This download link is not valid");
  });

  test("'Send Template' shows 'Sending...' while the e-mail goes out", async ({ page }) => {
    await page.goto(`${server.url}/payment/cancel`);
    await postFormFromPage(page, "/checkout", { product: "template", email: "slow@example.com", stream: "tourist" });
    await page.getByRole("button", { name: "Pay $29 AUD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    // The busy state is the script's: before the page's scripts run, the button posts as a plain form.
    await waitForPageScripts(page);
    await page.route("**/payment/success.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Template" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send Template" })).toBeEnabled();
  });

  test("cancelling the demo checkout says nothing was charged", async ({ page }) => {
    await page.goto(`${server.url}/payment/cancel`);
    await postFormFromPage(page, "/checkout", { product: "template", email: "cancel@example.com", stream: "tourist" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Checkout");
    const checkoutUrl = page.url();
    // Following the cancel link without a browser (a link checker, a preview) changes nothing: a GET is safe.
    const cancelPath = /\/payment\/cancel\?order=[0-9a-f-]{36}/.exec(await page.content())?.[0];
    expect(cancelPath).toBeDefined();
    expect((await page.request.get(`${server.url}${cancelPath}`)).status()).toBe(200);
    await page.goto(checkoutUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Checkout");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/payment\/cancel\?order=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Canceled");
    await expect(page.getByText("You have not been charged")).toBeVisible();
    // The Cancel button's POST closed the checkout.
    expect((await page.request.get(checkoutUrl)).status()).toBe(410);
    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await page.waitForTimeout(1000);
    expect(smtp.to("cancel@example.com")).toHaveLength(0);
  });

  test("a forged or unpaid session id gets a clear message and no template", async ({ page }) => {
    await page.goto(`${server.url}/payment/success?session_id=cs_demo_forgedforgedforgedforged`);
    await expect(page.getByText("We could not find a payment for this link.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Template" })).toHaveCount(0);

    await postFormFromPage(page, "/checkout", { product: "template", email: "unpaid@example.com", stream: "tourist" });
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    const sessionId = page.url().split("/").at(-1) as string;
    await page.goto(`${server.url}/payment/success?session_id=${sessionId}`);
    await expect(page.getByText("This payment has not been completed, so no template can be sent.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Template" })).toHaveCount(0);
    expect(smtp.to("unpaid@example.com")).toHaveLength(0);
  });

  test("a bad purchase address posted without JavaScript shows 'Invalid Email' with a way back", async ({ page }) => {
    await page.goto(`${server.url}/payment/cancel`);
    await postFormFromPage(page, "/checkout", { product: "template", email: "not-an-address", stream: "tourist" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Email");
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expectAccessible(page, "on the checkout error page");
    await page.getByRole("link", { name: "Back to the checker" }).click();
    await expect(page).toHaveURL(/\/#checker$/);
  });

  test("a real installation sells no consultation while it has only sample profiles", async ({ page, request }) => {
    await page.goto(`${server.url}/book-consultation`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Consultations Are Not Available Right Now");
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toHaveCount(0);
    await expect(page.getByText("Sample profile")).toHaveCount(0);
    await page.goto(`${server.url}/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result`);
    await expect(page.getByRole("button", { name: /Buy Template/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Book Now/ })).toHaveCount(0);
    expect(await (await request.get(`${server.url}/api/agents`)).json()).toEqual({ agents: [], offered: false });
  });

  test("books a consultation: the form's checks, 'Redirecting to payment...', then e-mails to the visitor and the support mailbox", async ({ page, request }) => {
    makeAgentReal(dataDir, "Rahul Mehta");
    await page.goto(`${server.url}/book-consultation`);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    for (const message of ["Full name is required", "Email is required", "Phone number is required", "Please select a date and time"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expectAccessible(page, "with booking errors shown");

    await page.getByLabel("Full Name").fill("Raj Patel");
    await page.getByLabel("Email Address").fill("raj@example.com");
    await page.getByLabel("Phone Number").fill("+91 98765 43210");
    await page.getByLabel("Preferred Date and Time").fill(daysFromNow(-2));
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByText("Please choose a date and time in the future.")).toBeVisible();

    const preferred = daysFromNow(10);
    await page.getByLabel("Preferred Date and Time").fill(preferred);
    // A real installation lists its real agents only: the other sample profiles are gone.
    await expect(page.getByRole("combobox", { name: "Agent" }).locator("option")).toHaveText(["Any available agent", "Rahul Mehta"]);
    await page.getByRole("combobox", { name: "Agent" }).selectOption({ label: "Rahul Mehta" });
    // The toast may already be gone when the checkout opens (a fast redirect closes it), so every toast shown is noted.
    await page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { shownToasts: shown });
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll("[data-sonner-toast]")) if (!shown.includes(toast.textContent ?? "")) shown.push(toast.textContent ?? "");
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts?.join(" | ") ?? ""))
      .toMatch(/Redirecting to payment\.\.\..*Please complete your payment to confirm the booking\./);
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await expect(page.getByRole("row", { name: /Total/ })).toContainText("$199 AUD");
    // The checkout repeats what is being paid for: the agent, the time in the visitor's zone, the reference.
    const summary = page.locator("main dl");
    await expect(summary).toContainText("Rahul Mehta");
    await expect(summary).toContainText(indiaZone);
    await expect(summary).toContainText(/Reference[0-9A-F-]{8}/);
    await page.getByRole("button", { name: "Pay $199 AUD" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByText("Welcome!")).toBeVisible();
    await expect(page.locator("main").getByText("Your consultation is booked. Please check your email for confirmation details.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Template" })).toHaveCount(0);
    await expect(page.locator("main dl")).toContainText("Rahul Mehta");
    await expect(page.locator("main dl")).toContainText(indiaZone);
    const receiptHref = await page.getByRole("link", { name: "Download receipt (PDF)" }).getAttribute("href");
    const receiptPdf = await receiptText(await (await request.get(new URL(receiptHref!, server.url).href)).body());
    expect(receiptPdf).toContain("Consultation with a registered migration agent (60 minutes) with Rahul Mehta");
    expect(receiptPdf).toContain("$199 AUD");

    const supportMail = () => smtp.to("support@example.com");
    await expect.poll(() => smtp.to("raj@example.com").length + supportMail().length, { timeout: 10_000 }).toBe(2);
    const confirmation = smtp.to("raj@example.com")[0];
    expect(confirmation?.subject).toBe("Your consultation is booked");
    const notice = supportMail()[0];
    expect(notice?.subject).toBe("New consultation booking from Raj Patel");
    expect(notice?.text).toContain("+91 98765 43210");
    expect(notice?.text).toContain("Agent: Rahul Mehta");
    expect(confirmation?.text).toContain("Agent: Rahul Mehta");
    expect(notice?.headers["reply-to"]).toBe("raj@example.com");
    // Both e-mails name the visitor's time zone, so the agent knows when to call.
    expect(confirmation?.text).toMatch(new RegExp(`Preferred date and time: .+ ${indiaZone.source}`));
    expect(notice?.text).toMatch(new RegExp(`Preferred date and time: .+ ${indiaZone.source}`));
    // The confirmation carries the receipt.
    expect(confirmation?.text).toMatch(/DEMO RECEIPT\nSeller: Example Travel Pty Ltd\nABN: 51 824 753 556\n/);
    expect(confirmation?.text).toContain("Amount paid: $199 AUD\nGST: No GST");

    // The same booking on the Thank You page in Japanese: its date and time in Japanese, the zone as chosen.
    const sessionId = new URL(page.url()).searchParams.get("session_id");
    await page.goto(`${server.url}/ja/payment/success?session_id=${sessionId}`);
    await expect(page.locator("main dl")).toContainText(new RegExp(`\\d{4}年\\d{1,2}月\\d{1,2}日.曜日 \\d{1,2}:\\d{2} ${indiaZone.source}`));
  });

  test("a purchase begun in Japanese returns to the Japanese pages: paid to the Thank You page, cancelled to the cancel page", async ({ page }) => {
    await page.goto(`${server.url}/ja/payment/cancel`);
    await postFormFromPage(page, "/ja/checkout", { product: "template", email: "tanaka@example.com", template: "visitor-600-tourist" });
    await expect(page).toHaveURL(/\/checkout\/demo\/cs_demo_[^?]+\?lang=ja$/);
    await page.getByRole("button", { name: "Pay $29 AUD" }).click();
    await expect(page).toHaveURL(/\/ja\/payment\/success\?session_id=cs_demo_/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ありがとうございます！");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");

    await postFormFromPage(page, "/ja/checkout", { product: "template", email: "tanaka@example.com", template: "visitor-600-tourist" });
    await expect(page).toHaveURL(/\/checkout\/demo\/cs_demo_[^?]+\?lang=ja$/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/ja\/payment\/cancel\?order=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });

  test("the success page without a session says nothing is booked (anyone can open the bare address)", async ({ page }) => {
    await page.goto(`${server.url}/payment/success`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No Booking to Confirm");
    await expect(page.locator("main")).toContainText("This link names no payment, so nothing is booked or bought through it.");
    await expect(page.locator("main")).not.toContainText("Your consultation is booked");
    await expect(page.getByText("Welcome!")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("the contact form checks its fields, confirms the message and e-mails the support mailbox", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    await expect(page.getByRole("link", { name: "support@example.com" })).toHaveAttribute("href", "mailto:support@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of ["Full name is required", "Email is required", "Message is required"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Full Name").fill("Ann Lee");
    await page.getByLabel("Email Address").fill("ann at example");
    await page.getByLabel("Message").fill("Can my parents visit for six months?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
    await page.getByLabel("Email Address").fill("ann@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Thank you, Ann Lee!")).toBeVisible();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expectAccessible(page, "after sending a message");

    // The support mailbox may also get the weekly figures digest: the contact message is the one from Ann Lee.
    const contactMessages = () => smtp.to("support@example.com").filter((message) => message.subject?.startsWith("Contact Form Submission"));
    await expect.poll(() => contactMessages().length).toBe(1);
    const [mail] = contactMessages();
    expect(mail?.to).toEqual(["support@example.com"]);
    expect(mail?.subject).toBe("Contact Form Submission from Ann Lee");
    expect(mail?.text).toContain("Phone: Not provided");
    expect(mail?.text).toContain("Can my parents visit for six months?");
  });

  test("the contact form and the booking work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Full name is required", { exact: true })).toBeVisible();
    await page.getByLabel("Full Name").fill("No Script");
    await page.getByLabel("Email Address").fill("noscript@example.com");
    await page.getByLabel("Phone Number (Optional)").fill("+61 400 000 000");
    await page.getByLabel("Message").fill("Sent without JavaScript.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you, No Script!")).toBeVisible();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.text).toContain("Phone: +61 400 000 000");

    await page.goto(`${server.url}/book-consultation`);
    await page.getByLabel("Full Name").fill("No Script");
    await page.getByLabel("Email Address").fill("noscript@example.com");
    await page.getByLabel("Phone Number").fill("+61 400 000 000");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByText("Please select a date and time", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("No Script");
    await page.getByLabel("Preferred Date and Time").fill(daysFromNow(5));
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await page.getByRole("button", { name: "Pay $199 AUD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    // The booking is confirmed to the visitor and announced to the support mailbox.
    const bookingMails = await smtp.waitForMessages(3);
    expect(bookingMails.slice(1).flatMap((mail) => mail.to).sort()).toEqual(["noscript@example.com", "support@example.com"]);
    // No choice made: any available agent.
    expect(bookingMails.at(-1)?.text).toContain("Agent: Any available agent");
    await context.close();
  });

  test("a contact message with the hidden field filled in is dropped", async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    await postFormFromPage(page, "/contact", { name: "Bot", email: "bot@example.com", message: "Cheap pills", website: "http://spam.example" });
    await expect(page.getByText("Thank you, Bot!")).toBeVisible();
    await page.waitForTimeout(2500);
    // Mail queued by earlier tests may still arrive; none of it may come from the bot's message.
    const fromBot = smtp.messages.filter((mail) => mail.text?.includes("Cheap pills") || mail.headers["reply-to"]?.includes("bot@example.com"));
    expect(fromBot).toHaveLength(0);
  });

  test("the webhook refuses every call while no signing secret is configured", async ({ request }) => {
    const response = await request.post(`${server.url}/api/stripe/webhook`, {
      data: JSON.stringify({ id: "evt_1", type: "checkout.session.completed" }),
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=abc" },
    });
    expect(response.status()).toBe(503);
  });
});

test.describe("admin-only pages", () => {
  for (const path of ["/email-template", "/test-sender", "/admin/orders", "/admin/bookings", "/admin/messages"]) {
    test(`${path} sends anonymous visitors to the sign-in page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    });
  }

  for (const path of ["/email-template", "/test-sender"]) {
    test(`${path} sends no mail for anonymous visitors`, async ({ request }) => {
      const post = await request.post(path, { form: { recipient: "x@example.com", recipientEmail: "x@example.com" }, maxRedirects: 0 });
      // Refused either way: a foreign or missing Origin is turned away (403) before the sign-in redirect.
      if (post.status() === 403) return;
      expect(post.status()).toBe(302);
      expect(post.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    });
  }
});
