import os from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { signingSecretTask } from "~/lib/signing-secret.server";
import { processDueMail } from "~/modules/mail/outbox.server";
import { createMailTransport, type MailTransport } from "~/modules/mail/transport.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/fakes/smtp";
import { checkoutFromForm } from "../../../tests/support/checkout-form";
import { findBooking, findOrder, listBookings, listOrders } from "./records.server";
import { createStripeClient } from "./stripe.server";
import { handleStripeWebhook } from "./webhook.server";

const secret = "whsec_test_refund_secret";

function inAMonth(): string {
  return new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 11) + "10:00";
}

describe.each(testDatabases())("refunds reported by Stripe, on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  let fake: FakeStripe;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    handle = await open();
    await signingSecretTask.start(handle.db);
    fake = await startFakeStripe();
    smtp = await startSmtpServer();
    transport = createMailTransport({ smtpUrl: smtp.url, from: "Australia Visa Check <no-reply@example.com>", outboxDir: os.tmpdir() });
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
    await fake.stop();
    await handle.close();
  });
  afterEach(() => {
    smtp.messages.length = 0;
  });

  const webhook = (event: { payload: string; signature: string }) => handleStripeWebhook(handle.db, secret, event.payload, event.signature);

  async function paidSession(form: Record<string, string>) {
    const result = await checkoutFromForm({ db: handle.db, stripe: createStripeClient("sk_test_refunds", fake.url) }, form);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const session = [...fake.sessions.values()].at(-1)!;
    fake.markPaid(session.id);
    expect((await webhook(fake.signedEvent("checkout.session.completed", session.id, secret))).body).toMatchObject({ outcome: "fulfilled" });
    return session;
  }

  it("a fulfilled order refunded in full is refunded, listed under Refunded, and a redelivered event changes nothing", async () => {
    const session = await paidSession({ product: "template", email: "ref@example.com", template: "visitor-600-tourist" });
    const orderId = session.metadata.order_id!;
    // The charge carries the order it pays for, so the refund can name it.
    expect(session.payment_intent_metadata).toMatchObject({ kind: "template", order_id: orderId });
    await processDueMail(handle.db, transport);
    expect((await findOrder(handle.db, orderId))?.status).toBe("fulfilled");

    const refund = fake.signedRefundEvent(session.id, secret);
    expect((await webhook(refund)).body).toEqual({ received: true, outcome: "refunded" });
    expect((await findOrder(handle.db, orderId))?.status).toBe("refunded");
    expect((await listOrders(handle.db, "refunded")).map((order) => order.id)).toContain(orderId);
    expect((await webhook(refund)).body).toEqual({ received: true, outcome: "duplicate-event" });

    // A late redelivery of the payment does not settle it again, nor send the guide again.
    const late = fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await webhook(late)).body).toEqual({ received: true, outcome: "already-fulfilled" });
    expect((await findOrder(handle.db, orderId))?.status).toBe("refunded");
  });

  it("a confirmed booking refunded in full is refunded; a partial refund leaves a purchase as it is", async () => {
    const booked = await paidSession({ product: "consultation", name: "Raj Patel", email: "raj@example.com", phone: "+91 98765 43210", preferredDateTime: inAMonth() });
    const bookingId = booked.metadata.booking_id!;
    expect((await findBooking(handle.db, bookingId))?.status).toBe("confirmed");
    expect((await webhook(fake.signedRefundEvent(booked.id, secret, { amountRefunded: 5000 }))).body).toEqual({ received: true, outcome: "partly-refunded" });
    expect((await findBooking(handle.db, bookingId))?.status).toBe("confirmed");

    expect((await webhook(fake.signedRefundEvent(booked.id, secret))).body).toEqual({ received: true, outcome: "refunded" });
    expect((await findBooking(handle.db, bookingId))?.status).toBe("refunded");
    expect((await listBookings(handle.db, "refunded")).map((booking) => booking.id)).toContain(bookingId);
    // Its confirmations, sent after the refund, do not make it fulfilled.
    await processDueMail(handle.db, transport);
    expect((await findBooking(handle.db, bookingId))?.status).toBe("refunded");
  });

  it("a refund of a charge that names no order or booking is acknowledged and changes nothing", async () => {
    const session = await paidSession({ product: "template", email: "foreign@example.com", template: "visitor-600-tourist" });
    session.payment_intent_metadata = { kind: "gift-card", order_id: session.metadata.order_id! };
    expect((await webhook(fake.signedRefundEvent(session.id, secret))).body).toEqual({ received: true, outcome: "unknown-charge" });
    expect((await findOrder(handle.db, session.metadata.order_id!))?.status).toBe("paid");
  });
});
