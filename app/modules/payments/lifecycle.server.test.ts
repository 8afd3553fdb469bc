import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { checkoutFromForm } from "../../../tests/support/checkout-form";
import { findDemoCheckout } from "./demo.server";
import { cancelCheckout, cancelledRecordOf, expireAbandonedDemoSessions } from "./lifecycle.server";
import { findBooking, findOrder, listBookings, listOrders } from "./records.server";
import { createStripeClient } from "./stripe.server";
import { handleStripeWebhook } from "./webhook.server";
import { inAMonth, useTestServices } from "../../../tests/support/test-services";

const secret = "whsec_test_lifecycle_secret";
const templateForm = { product: "template", email: "ann@example.com", template: "visitor-600-tourist" };
const bookingForm = { product: "consultation", name: "Raj Patel", email: "raj@example.com", phone: "+91 98765 43210", preferredDateTime: inAMonth() };


describe.each(testDatabases())("orders and bookings that end, on $engine", ({ open }) => {
  const svc = useTestServices(open, { stripe: true, signingSecret: true });

  const stripeDeps = () => ({ db: svc.handle.db, stripe: createStripeClient("sk_test_lifecycle", svc.fake.url) });
  const lastSession = () => [...svc.fake.sessions.values()].at(-1)!;

  it("a visitor who comes back through Stripe's cancel link leaves a cancelled order, listed under Cancelled", async () => {
    await checkoutFromForm(stripeDeps(), templateForm);
    const session = lastSession();
    const record = cancelledRecordOf(new URL(session.cancel_url));
    expect(record).toEqual({ table: "orders", id: session.metadata.order_id });
    expect(await cancelCheckout(svc.handle.db, record!)).toBe(true);
    expect((await findOrder(svc.handle.db, record!.id))?.status).toBe("cancelled");
    expect((await listOrders(svc.handle.db, "cancelled")).map((order) => order.id)).toContain(record!.id);
    expect((await listOrders(svc.handle.db, "pending")).map((order) => order.id)).not.toContain(record!.id);
    // Reloading the cancel page changes nothing more.
    expect(await cancelCheckout(svc.handle.db, record!)).toBe(false);
  });

  it("a payment that arrives after the cancel link is still honoured", async () => {
    await checkoutFromForm(stripeDeps(), templateForm);
    const session = lastSession();
    await cancelCheckout(svc.handle.db, cancelledRecordOf(new URL(session.cancel_url))!);
    svc.fake.markPaid(session.id);
    const event = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await handleStripeWebhook(svc.handle.db, secret, event.payload, event.signature)).body).toMatchObject({ outcome: "fulfilled" });
    expect((await findOrder(svc.handle.db, session.metadata.order_id!))?.status).toBe("paid");
  });

  it("a booking whose Stripe session expires unpaid is marked expired by the signed webhook", async () => {
    await checkoutFromForm(stripeDeps(), bookingForm);
    const session = lastSession();
    session.status = "expired";
    const event = svc.fake.signedEvent("checkout.session.expired", session.id, secret);
    const result = await handleStripeWebhook(svc.handle.db, secret, event.payload, event.signature);
    expect(result).toEqual({ status: 200, body: { received: true, outcome: "expired-recorded" } });
    expect((await findBooking(svc.handle.db, session.metadata.booking_id!))?.status).toBe("expired");
    expect((await listBookings(svc.handle.db, "expired")).map((booking) => booking.id)).toContain(session.metadata.booking_id);
  });

  it("a demo session left open longer than a day expires and can no longer be paid; a fresh one stays pending", async () => {
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const old = await checkoutFromForm({ db: svc.handle.db, stripe: null, now: yesterday }, templateForm);
    const fresh = await checkoutFromForm({ db: svc.handle.db, stripe: null }, bookingForm);
    if (!old.ok || !fresh.ok) throw new Error(`demo checkout did not start: ${JSON.stringify([old, fresh])}`);
    const oldSession = old.url.split("/").at(-1)!;
    const freshSession = fresh.url.split("/").at(-1)!;
    await expireAbandonedDemoSessions(svc.handle.db);
    const oldOrder = await svc.handle.db.selectFrom("orders").select("status").where("checkout_session_id", "=", oldSession).executeTakeFirstOrThrow();
    expect(oldOrder.status).toBe("expired");
    expect(await findDemoCheckout(svc.handle.db, oldSession)).toMatchObject({ open: false, paid: false });
    expect(await findDemoCheckout(svc.handle.db, freshSession)).toMatchObject({ open: true, cancelPath: expect.stringMatching(/^\/payment\/cancel\?booking=/) });
  });

  it("the cancel page ignores links that name no row", () => {
    expect(cancelledRecordOf(new URL("http://x/payment/cancel"))).toBeNull();
    expect(cancelledRecordOf(new URL("http://x/payment/cancel?order=1;drop"))).toBeNull();
  });
});
