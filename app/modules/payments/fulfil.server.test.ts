import os from "node:os";
import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { deliverNow, processDueMail } from "~/modules/mail/outbox.server";
import { createMailTransport } from "~/modules/mail/transport.server";
import { pdfPageTexts } from "../../../tests/support/pdf-text";
import { firstErrors } from "~/lib/forms/field-errors";
import { checkoutFromForm } from "../../../tests/support/checkout-form";
import { payDemoCheckout } from "./demo.server";
import { verifyDownloadLink } from "./download-link.server";
import { createStripeClient } from "./stripe.server";
import { emailProblem } from "./purchase-email";
import { resendTemplateSchema, sendTemplateForSession, verifyPaidPurchase } from "./template-sending.server";
import { handleStripeWebhook } from "./webhook.server";
import { useTestServices } from "../../../tests/support/test-services";

const secret = "whsec_test_fulfilment_secret";

describe.each(testDatabases())("fulfilment on $engine", ({ open }) => {
  const svc = useTestServices(open, { stripe: true, mail: { from: "Australia Visa Check <no-reply@example.com>" }, signingSecret: true });
  afterEach(async () => {
    await processDueMail(svc.handle.db, svc.transport);
    svc.smtp.messages.length = 0;
  });

  const stripe = () => createStripeClient("sk_test_fulfilment", svc.fake.url);
  const deps = () => ({ db: svc.handle.db, stripe: stripe(), deliver: (id: string) => deliverNow(svc.handle.db, svc.transport, id) });

  async function buy(form: Record<string, string>) {
    const result = await checkoutFromForm({ db: svc.handle.db, stripe: stripe(), now: new Date("2098-12-01T00:00:00Z") }, form);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return [...svc.fake.sessions.values()].at(-1)!;
  }

  const deliverWebhook = (payload: string, signature: string | null) => handleStripeWebhook(svc.handle.db, secret, payload, signature);
  const outboxCount = async () => (await svc.handle.db.selectFrom("mail_outbox").select("id").execute()).length;

  it("a paid purchase sends exactly one template e-mail however often the webhook and the success page run", async () => {
    const session = await buy({ product: "template", email: "ann@example.com", template: "visitor-600-business" });
    const outboxBefore = await outboxCount();
    svc.fake.markPaid(session.id);

    const completed = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    const asyncSucceeded = svc.fake.signedEvent("checkout.session.async_payment_succeeded", session.id, secret);
    const [deliveries, pageVisits] = await Promise.all([
      Promise.all([
        ...Array.from({ length: 10 }, () => deliverWebhook(completed.payload, completed.signature)),
        deliverWebhook(asyncSucceeded.payload, asyncSucceeded.signature),
      ]),
      Promise.all([verifyPaidPurchase(deps(), session.id), verifyPaidPurchase(deps(), session.id)]),
    ]);
    const outcomes = deliveries.map((result) => ("outcome" in result.body ? result.body.outcome : result.status));
    // Every delivery is acknowledged; at most one of them did the work (the success page may have won).
    expect(deliveries.every((result) => result.status === 200)).toBe(true);
    expect(outcomes.every((outcome) => ["fulfilled", "already-fulfilled", "duplicate-event"].includes(String(outcome)))).toBe(true);
    expect(outcomes.filter((outcome) => outcome === "fulfilled").length).toBeLessThanOrEqual(1);
    expect(pageVisits.every((visit) => visit.ok)).toBe(true);
    // A reload of the success page later changes nothing either.
    expect((await verifyPaidPurchase(deps(), session.id)).ok).toBe(true);

    expect(await outboxCount()).toBe(outboxBefore + 1);
    await processDueMail(svc.handle.db, svc.transport);
    await processDueMail(svc.handle.db, svc.transport);
    expect(svc.smtp.messages).toHaveLength(1);
    const [mail] = svc.smtp.messages;
    expect(mail?.to).toEqual(["ann@example.com"]);
    expect(mail?.subject).toBe("Your Visa Application Template is Here!");

    const link = /https?:\/\/\S+\/template\/download\?\S+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeTruthy();
    const check = verifyDownloadLink(new URL(link as string).searchParams);
    expect(check).toMatchObject({ ok: true, template: "visitor-600-business" });
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe("australian-visa-visitor-600-business-template.pdf");
    expect((await PDFDocument.load(attachment!.body)).getPageCount()).toBeGreaterThan(1);

    const order = await svc.handle.db.selectFrom("orders").selectAll().where("checkout_session_id", "=", session.id).executeTakeFirstOrThrow();
    expect(order.status).toBe("fulfilled");
    expect(order.paid_at).not.toBeNull();
    // The e-mail carries the receipt: what was bought, the amount, the reference and the GST status; this
    // installation names no business, so the receipt says it is a demo.
    expect(mail?.text).toContain("DEMO RECEIPT");
    expect(mail?.text).toContain(`Reference: ${order.id.slice(0, 8).toUpperCase()}`);
    expect(mail?.text).toContain("Item: Visa Application Template & Checklist: Visitor visa (subclass 600), Business Visitor stream");
    expect(mail?.text).toContain("Amount paid: $29 AUD");
    expect(mail?.text).toContain("GST: No GST");
    expect(mail?.text).toContain("No money was taken");
    const events = await svc.handle.db.selectFrom("stripe_webhook_events").selectAll().where("event_id", "in", [completed.eventId, asyncSucceeded.eventId]).execute();
    expect(events).toHaveLength(2);
  });

  it("a forged or unsigned webhook changes nothing", async () => {
    const session = await buy({ product: "template", email: "forged@example.com", stream: "business" });
    svc.fake.markPaid(session.id);
    const genuine = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    const wrongSecret = svc.fake.signedEvent("checkout.session.completed", session.id, "whsec_attacker");
    const tampered = genuine.payload.replace("forged@example.com", "attacker@example.com");
    const before = await outboxCount();

    expect(await deliverWebhook(genuine.payload, null)).toEqual({ status: 400, body: { error: "Missing Stripe-Signature header." } });
    expect((await deliverWebhook(wrongSecret.payload, wrongSecret.signature)).status).toBe(400);
    expect((await deliverWebhook(tampered, genuine.signature)).status).toBe(400);
    expect((await deliverWebhook(genuine.payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await handleStripeWebhook(svc.handle.db, undefined, genuine.payload, genuine.signature)).status).toBe(503);

    const order = await svc.handle.db.selectFrom("orders").selectAll().where("checkout_session_id", "=", session.id).executeTakeFirstOrThrow();
    expect(order.status).toBe("pending");
    expect(await outboxCount()).toBe(before);
    const recorded = await svc.handle.db.selectFrom("stripe_webhook_events").select("event_id").where("event_id", "in", [genuine.eventId, wrongSecret.eventId]).execute();
    expect(recorded).toEqual([]);
  });

  it("an unpaid session gets no template, and a failed payment is recorded", async () => {
    const session = await buy({ product: "template", email: "unpaid@example.com", stream: "tourist" });
    expect(await verifyPaidPurchase(deps(), session.id)).toEqual({ ok: false, problem: "not-paid" });
    expect(await sendTemplateForSession(deps(), { sessionId: session.id, email: "unpaid@example.com" })).toMatchObject({ ok: false, title: "Error" });

    svc.fake.markCompletedUnpaid(session.id);
    const completed = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await deliverWebhook(completed.payload, completed.signature)).body).toEqual({ received: true, outcome: "not-paid" });
    const failed = svc.fake.signedEvent("checkout.session.async_payment_failed", session.id, secret);
    expect((await deliverWebhook(failed.payload, failed.signature)).body).toEqual({ received: true, outcome: "failed-recorded" });

    const order = await svc.handle.db.selectFrom("orders").selectAll().where("checkout_session_id", "=", session.id).executeTakeFirstOrThrow();
    expect(order.status).toBe("failed");
    expect(await svc.handle.db.selectFrom("mail_outbox").select("id").where("to_address", "=", "unpaid@example.com").execute()).toEqual([]);
  });

  it("a forged session id finds nothing and sends nothing", async () => {
    expect(await verifyPaidPurchase(deps(), "cs_test_doesnotexist0000000000")).toEqual({ ok: false, problem: "not-found" });
    expect(await verifyPaidPurchase(deps(), "../../etc/passwd")).toEqual({ ok: false, problem: "not-found" });
    const result = await sendTemplateForSession(deps(), { sessionId: "cs_test_doesnotexist0000000000", email: "x@example.com" });
    expect(result).toMatchObject({ ok: false, title: "Error" });
    expect(result.message).toContain("could not find a payment");
  });

  it("does not fulfil a session whose paid amount differs from the price", async () => {
    const session = await buy({ product: "template", email: "cheap@example.com", stream: "tourist" });
    svc.fake.markPaid(session.id).amount_total = 100;
    const event = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await deliverWebhook(event.payload, event.signature)).body).toEqual({ received: true, outcome: "amount-mismatch" });
    expect((await svc.handle.db.selectFrom("orders").select("status").where("checkout_session_id", "=", session.id).executeTakeFirstOrThrow()).status).toBe("pending");
  });

  it("ignores events it does not svc.handle and sessions that are not the site's", async () => {
    const session = await buy({ product: "template", email: "other@example.com", stream: "tourist" });
    const other = svc.fake.signedEvent("payment_intent.created", session.id, secret);
    expect((await deliverWebhook(other.payload, other.signature)).body).toEqual({ received: true, outcome: "ignored" });
    svc.fake.markPaid(session.id).metadata = {};
    const foreign = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await deliverWebhook(foreign.payload, foreign.signature)).body).toEqual({ received: true, outcome: "unknown-session" });
  });

  it("'Send Template' sends to the paid session's or another address, a few times per purchase", async () => {
    const session = await buy({ product: "template", email: "buyer@example.com", stream: "sponsored" });
    svc.fake.markPaid(session.id);
    // The form's own checks, with their toasts.
    const refused = (email: string) => {
      const parsed = resendTemplateSchema.safeParse({ session_id: session.id, email });
      return parsed.success ? undefined : emailProblem(firstErrors(parsed.error).email);
    };
    expect(refused("")).toEqual({ title: "Error", message: "Please enter your email address." });
    expect(refused("friend@example")).toEqual({ title: "Invalid Email", message: "Please enter a valid email address." });
    expect(await sendTemplateForSession(deps(), { sessionId: session.id, email: "friend@example.com" })).toEqual({
      ok: true,
      title: "Email Sent!",
      message: "The template has been sent to your email address. Please check your inbox.",
    });
    await processDueMail(svc.handle.db, svc.transport);
    expect(svc.smtp.to("friend@example.com")).toHaveLength(1);
    // The purchase e-mail itself went to the buyer once (settled when the page verified the session).
    expect(svc.smtp.to("buyer@example.com")).toHaveLength(1);
    expect(svc.smtp.to("friend@example.com")[0]?.attachments[0]?.filename).toBe("australian-visa-visitor-600-sponsored-template.pdf");

    for (let i = 0; i < 4; i++) await sendTemplateForSession(deps(), { sessionId: session.id, email: "friend@example.com" });
    expect(await sendTemplateForSession(deps(), { sessionId: session.id, email: "friend@example.com" })).toMatchObject({ ok: false, title: "Too Many Requests" });
  });

  it("reports a send that failed now and is queued for retry", async () => {
    const session = await buy({ product: "template", email: "queued@example.com", stream: "tourist" });
    svc.fake.markPaid(session.id);
    const down = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", from: "x@example.com", outboxDir: os.tmpdir() });
    const result = await sendTemplateForSession({ ...deps(), deliver: (id) => deliverNow(svc.handle.db, down, id) }, { sessionId: session.id, email: "queued@example.com" });
    expect(result).toEqual({
      ok: false,
      title: "Email Sending Failed",
      message: "Could not send the email. Error: Mail server unavailable. It will be retried automatically; please contact support if it does not arrive.",
    });
    down.close();
  });

  it("a paid consultation confirms the booking once, to the visitor and to the support mailbox", async () => {
    const session = await buy({
      product: "consultation",
      name: "Raj Patel",
      email: "raj@example.com",
      phone: "+91 98765 43210",
      preferredDateTime: "2099-01-10T10:00",
      timeZone: "Asia/Kolkata",
    });
    svc.fake.markPaid(session.id);
    const event = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(event.payload, event.signature)));
    const again = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await deliverWebhook(again.payload, again.signature)).body).toEqual({ received: true, outcome: "already-fulfilled" });
    await processDueMail(svc.handle.db, svc.transport);

    expect(svc.smtp.messages).toHaveLength(2);
    const confirmation = svc.smtp.to("raj@example.com")[0];
    expect(confirmation?.subject).toBe("Your consultation is booked");
    expect(confirmation?.text).toContain("Saturday 10 January 2099, 10:00 (Asia/Kolkata)");
    const notice = svc.smtp.to("operator@localhost")[0];
    expect(notice?.subject).toBe("New consultation booking from Raj Patel");
    expect(notice?.headers["reply-to"]).toBe("raj@example.com");
    expect(notice?.text).toContain("+91 98765 43210");
    const booking = await svc.handle.db.selectFrom("bookings").selectAll().where("checkout_session_id", "=", session.id).executeTakeFirstOrThrow();
    expect(booking.status).toBe("fulfilled");
  });

  const orderStatus = async (sessionId: string) =>
    (await svc.handle.db.selectFrom("orders").select("status").where("checkout_session_id", "=", sessionId).executeTakeFirstOrThrow()).status;

  it("an order is paid when the payment settles and fulfilled only when the mail server accepts its template e-mail; a repeated webhook leaves it fulfilled", async () => {
    const session = await buy({ product: "template", email: "fulfil@example.com", template: "visitor-600-tourist" });
    svc.fake.markPaid(session.id);
    const completed = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await deliverWebhook(completed.payload, completed.signature)).body).toEqual({ received: true, outcome: "fulfilled" });
    // Queued, not yet sent: paid, not fulfilled.
    expect(await orderStatus(session.id)).toBe("paid");
    expect(svc.smtp.to("fulfil@example.com")).toHaveLength(0);

    // The mail server is down: the attempt fails and the order stays paid.
    const down = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", from: "x@example.com", outboxDir: os.tmpdir() });
    await processDueMail(svc.handle.db, down);
    down.close();
    expect(await orderStatus(session.id)).toBe("paid");

    // Retried once the server is back: accepted, so fulfilled.
    const later = () => new Date(Date.now() + 60 * 60_000);
    await processDueMail(svc.handle.db, svc.transport, { now: later });
    expect(svc.smtp.to("fulfil@example.com")).toHaveLength(1);
    expect(await orderStatus(session.id)).toBe("fulfilled");

    // Stripe delivers the event again (new event ids): nothing moves back, nothing is sent again.
    for (const type of ["checkout.session.completed", "checkout.session.async_payment_succeeded"]) {
      const again = svc.fake.signedEvent(type, session.id, secret);
      expect((await deliverWebhook(again.payload, again.signature)).body).toEqual({ received: true, outcome: "already-fulfilled" });
    }
    await processDueMail(svc.handle.db, svc.transport, { now: later });
    expect(await orderStatus(session.id)).toBe("fulfilled");
    expect(svc.smtp.to("fulfil@example.com")).toHaveLength(1);
    // A fulfilled order is still a paid purchase: the success page may send it again.
    expect(await verifyPaidPurchase(deps(), session.id)).toMatchObject({ ok: true, template: "visitor-600-tourist" });
    expect(await sendTemplateForSession(deps(), { sessionId: session.id, email: "fulfil@example.com" })).toMatchObject({ ok: true });
    expect(await orderStatus(session.id)).toBe("fulfilled");
  });

  it("prints the checker answers the buyer sent with the purchase in the e-mailed guide; answers that are not a result's are left out", async () => {
    const answers = "country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=yes";
    const guideText = async (email: string) => {
      const attachment = svc.smtp.to(email)[0]?.attachments[0];
      return (await pdfPageTexts(attachment!.body)).join(" ").replace(/\s+/g, " ");
    };
    const kept = await buy({ product: "template", email: "answers@example.com", template: "visitor-600-tourist", answers });
    const stored = await svc.handle.db.selectFrom("orders").select("answers").where("checkout_session_id", "=", kept.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.answers ?? "null")).toMatchObject({ country: "IN", passport: "IN", stream: "tourist", previousVisa: "yes" });
    svc.fake.markPaid(kept.id);
    expect((await verifyPaidPurchase(deps(), kept.id)).ok).toBe(true);
    await processDueMail(svc.handle.db, svc.transport);
    const text = await guideText("answers@example.com");
    expect(text).toContain("You told the checker: country of residence India, passport India, purpose Tourist Visa, length of stay Up to 3 months.");
    expect(text).toContain("You have had an Australian visa refused or cancelled.");

    // Tampered answers (a value no question offers) are ignored: the purchase goes through with the general guide.
    const tampered = await buy({ product: "template", email: "tampered@example.com", template: "visitor-600-tourist", answers: answers.replace("funds=yes", "funds=<b>") });
    expect((await svc.handle.db.selectFrom("orders").select("answers").where("checkout_session_id", "=", tampered.id).executeTakeFirstOrThrow()).answers).toBeNull();
    svc.fake.markPaid(tampered.id);
    expect((await verifyPaidPurchase(deps(), tampered.id)).ok).toBe(true);
    await processDueMail(svc.handle.db, svc.transport);
    expect(await guideText("tampered@example.com")).not.toContain("You told the checker");
  });

  it("a copy sent again from the success page fulfils an order whose first e-mail was refused", async () => {
    const session = await buy({ product: "template", email: "first@example.com", template: "visitor-600-tourist" });
    svc.fake.markPaid(session.id);
    expect((await verifyPaidPurchase(deps(), session.id)).ok).toBe(true);
    // The first e-mail is refused for good (a permanent refusal is not retried).
    await svc.handle.db.updateTable("mail_outbox").set({ status: "failed" }).where("to_address", "=", "first@example.com").execute();
    expect(await orderStatus(session.id)).toBe("paid");
    expect(await sendTemplateForSession(deps(), { sessionId: session.id, email: "second@example.com" })).toMatchObject({ ok: true });
    expect(svc.smtp.to("second@example.com")).toHaveLength(1);
    expect(await orderStatus(session.id)).toBe("fulfilled");
  });

  it("a booking is fulfilled once both confirmations are accepted, not after the first", async () => {
    const session = await buy({ product: "consultation", name: "Mia Chen", email: "mia@example.com", phone: "+61 400 000 009", preferredDateTime: "2099-02-10T10:00" });
    svc.fake.markPaid(session.id);
    const event = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    await deliverWebhook(event.payload, event.signature);
    const bookingStatus = async () =>
      (await svc.handle.db.selectFrom("bookings").select("status").where("checkout_session_id", "=", session.id).executeTakeFirstOrThrow()).status;
    expect(await bookingStatus()).toBe("confirmed");
    const [first] = await svc.handle.db.selectFrom("mail_outbox").select("id").where("to_address", "=", "mia@example.com").execute();
    await deliverNow(svc.handle.db, svc.transport, first!.id);
    expect(await bookingStatus()).toBe("confirmed");
    await processDueMail(svc.handle.db, svc.transport);
    expect(await bookingStatus()).toBe("fulfilled");
    const again = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await deliverWebhook(again.payload, again.signature)).body).toEqual({ received: true, outcome: "already-fulfilled" });
    expect(await bookingStatus()).toBe("fulfilled");
  });

  it("the demo checkout goes through the same fulfilment, once", async () => {
    const result = await checkoutFromForm({ db: svc.handle.db, stripe: null }, { product: "template", email: "demo@example.com", stream: "business" });
    const sessionId = result.ok ? result.url.split("/").at(-1)! : "";
    const demoDeps = { db: svc.handle.db, stripe: null, deliver: (id: string) => deliverNow(svc.handle.db, svc.transport, id) };
    expect(await verifyPaidPurchase(demoDeps, sessionId)).toEqual({ ok: false, problem: "not-paid" });
    expect(await payDemoCheckout(svc.handle.db, sessionId)).toBe(`/payment/success?session_id=${sessionId}`);
    expect(await payDemoCheckout(svc.handle.db, sessionId)).toBe(`/payment/success?session_id=${sessionId}`);
    expect(await verifyPaidPurchase(demoDeps, sessionId)).toMatchObject({ ok: true, template: "visitor-600-business", email: "demo@example.com" });
    expect(await payDemoCheckout(svc.handle.db, "cs_demo_unknown000000000000")).toBeNull();
    await processDueMail(svc.handle.db, svc.transport);
    expect(svc.smtp.to("demo@example.com")).toHaveLength(1);
  });
});
