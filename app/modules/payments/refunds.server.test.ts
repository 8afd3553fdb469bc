import { afterEach, describe, expect, it } from "vitest";
import { processDueMail } from "~/modules/mail/outbox.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { checkoutFromForm } from "../../../tests/support/checkout-form";
import { findBooking, findOrder, listBookings, listOrders } from "./records.server";
import { createStripeClient } from "./stripe.server";
import { handleStripeWebhook } from "./webhook.server";
import { inAMonth, useTestServices } from "../../../tests/support/test-services";

const secret = "whsec_test_refund_secret";


describe.each(testDatabases())("refunds reported by Stripe, on $engine", ({ open }) => {
  const svc = useTestServices(open, { stripe: true, mail: { from: "Australia Visa Check <no-reply@example.com>" }, signingSecret: true });
  afterEach(() => {
    svc.smtp.messages.length = 0;
  });

  const webhook = (event: { payload: string; signature: string }) => handleStripeWebhook(svc.handle.db, secret, event.payload, event.signature);

  async function paidSession(form: Record<string, string>) {
    const result = await checkoutFromForm({ db: svc.handle.db, stripe: createStripeClient("sk_test_refunds", svc.fake.url) }, form);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const session = [...svc.fake.sessions.values()].at(-1)!;
    svc.fake.markPaid(session.id);
    expect((await webhook(svc.fake.signedEvent("checkout.session.completed", session.id, secret))).body).toMatchObject({ outcome: "fulfilled" });
    return session;
  }

  it("a fulfilled order refunded in full is refunded, listed under Refunded, and a redelivered event changes nothing", async () => {
    const session = await paidSession({ product: "template", email: "ref@example.com", template: "visitor-600-tourist" });
    const orderId = session.metadata.order_id!;
    // The charge carries the order it pays for, so the refund can name it.
    expect(session.payment_intent_metadata).toMatchObject({ kind: "template", order_id: orderId });
    await processDueMail(svc.handle.db, svc.transport);
    expect((await findOrder(svc.handle.db, orderId))?.status).toBe("fulfilled");

    const refund = svc.fake.signedRefundEvent(session.id, secret);
    expect((await webhook(refund)).body).toEqual({ received: true, outcome: "refunded" });
    expect((await findOrder(svc.handle.db, orderId))?.status).toBe("refunded");
    expect((await listOrders(svc.handle.db, "refunded")).map((order) => order.id)).toContain(orderId);
    expect((await webhook(refund)).body).toEqual({ received: true, outcome: "duplicate-event" });

    // A late redelivery of the payment does not settle it again, nor send the guide again.
    const late = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await webhook(late)).body).toEqual({ received: true, outcome: "already-fulfilled" });
    expect((await findOrder(svc.handle.db, orderId))?.status).toBe("refunded");
  });

  it("a confirmed booking refunded in full is refunded; a partial refund leaves a purchase as it is", async () => {
    const booked = await paidSession({ product: "consultation", name: "Raj Patel", email: "raj@example.com", phone: "+91 98765 43210", preferredDateTime: inAMonth() });
    const bookingId = booked.metadata.booking_id!;
    expect((await findBooking(svc.handle.db, bookingId))?.status).toBe("confirmed");
    expect((await webhook(svc.fake.signedRefundEvent(booked.id, secret, { amountRefunded: 5000 }))).body).toEqual({ received: true, outcome: "partly-refunded" });
    expect((await findBooking(svc.handle.db, bookingId))?.status).toBe("confirmed");

    expect((await webhook(svc.fake.signedRefundEvent(booked.id, secret))).body).toEqual({ received: true, outcome: "refunded" });
    expect((await findBooking(svc.handle.db, bookingId))?.status).toBe("refunded");
    expect((await listBookings(svc.handle.db, "refunded")).map((booking) => booking.id)).toContain(bookingId);
    // Its confirmations, sent after the refund, do not make it fulfilled.
    await processDueMail(svc.handle.db, svc.transport);
    expect((await findBooking(svc.handle.db, bookingId))?.status).toBe("refunded");
  });

  it("a refund of a charge that names no order or booking is acknowledged and changes nothing", async () => {
    const session = await paidSession({ product: "template", email: "foreign@example.com", template: "visitor-600-tourist" });
    session.payment_intent_metadata = { kind: "gift-card", order_id: session.metadata.order_id! };
    expect((await webhook(svc.fake.signedRefundEvent(session.id, secret))).body).toEqual({ received: true, outcome: "unknown-charge" });
    expect((await findOrder(svc.handle.db, session.metadata.order_id!))?.status).toBe("paid");
  });
});
