import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { signingSecretTask } from "~/lib/signing-secret.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe";
import { checkoutFromForm } from "../../../tests/support/checkout-form";
import { findDemoCheckout } from "./demo.server";
import { cancelCheckout, cancelledRecordOf, expireAbandonedDemoSessions } from "./lifecycle.server";
import { findBooking, findOrder, listBookings, listOrders } from "./records.server";
import { createStripeClient } from "./stripe.server";
import { handleStripeWebhook } from "./webhook.server";

const secret = "whsec_test_lifecycle_secret";
const templateForm = { product: "template", email: "ann@example.com", template: "visitor-600-tourist" };
const bookingForm = { product: "consultation", name: "Raj Patel", email: "raj@example.com", phone: "+91 98765 43210", preferredDateTime: inAMonth() };

function inAMonth(): string {
  return new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 11) + "10:00";
}

describe.each(testDatabases())("orders and bookings that end, on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  let fake: FakeStripe;
  beforeAll(async () => {
    handle = await open();
    await signingSecretTask.start(handle.db);
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.stop();
    await handle.close();
  });

  const stripeDeps = () => ({ db: handle.db, stripe: createStripeClient("sk_test_lifecycle", fake.url) });
  const lastSession = () => [...fake.sessions.values()].at(-1)!;

  it("a visitor who comes back through Stripe's cancel link leaves a cancelled order, listed under Cancelled", async () => {
    await checkoutFromForm(stripeDeps(), templateForm);
    const session = lastSession();
    const record = cancelledRecordOf(new URL(session.cancel_url));
    expect(record).toEqual({ table: "orders", id: session.metadata.order_id });
    expect(await cancelCheckout(handle.db, record!)).toBe(true);
    expect((await findOrder(handle.db, record!.id))?.status).toBe("cancelled");
    expect((await listOrders(handle.db, "cancelled")).map((order) => order.id)).toContain(record!.id);
    expect((await listOrders(handle.db, "pending")).map((order) => order.id)).not.toContain(record!.id);
    // Reloading the cancel page changes nothing more.
    expect(await cancelCheckout(handle.db, record!)).toBe(false);
  });

  it("a payment that arrives after the cancel link is still honoured", async () => {
    await checkoutFromForm(stripeDeps(), templateForm);
    const session = lastSession();
    await cancelCheckout(handle.db, cancelledRecordOf(new URL(session.cancel_url))!);
    fake.markPaid(session.id);
    const event = fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await handleStripeWebhook(handle.db, secret, event.payload, event.signature)).body).toMatchObject({ outcome: "fulfilled" });
    expect((await findOrder(handle.db, session.metadata.order_id!))?.status).toBe("paid");
  });

  it("a booking whose Stripe session expires unpaid is marked expired by the signed webhook", async () => {
    await checkoutFromForm(stripeDeps(), bookingForm);
    const session = lastSession();
    session.status = "expired";
    const event = fake.signedEvent("checkout.session.expired", session.id, secret);
    const result = await handleStripeWebhook(handle.db, secret, event.payload, event.signature);
    expect(result).toEqual({ status: 200, body: { received: true, outcome: "expired-recorded" } });
    expect((await findBooking(handle.db, session.metadata.booking_id!))?.status).toBe("expired");
    expect((await listBookings(handle.db, "expired")).map((booking) => booking.id)).toContain(session.metadata.booking_id);
  });

  it("a demo session left open longer than a day expires and can no longer be paid; a fresh one stays pending", async () => {
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const old = await checkoutFromForm({ db: handle.db, stripe: null, now: yesterday }, templateForm);
    const fresh = await checkoutFromForm({ db: handle.db, stripe: null }, bookingForm);
    if (!old.ok || !fresh.ok) throw new Error(`demo checkout did not start: ${JSON.stringify([old, fresh])}`);
    const oldSession = old.url.split("/").at(-1)!;
    const freshSession = fresh.url.split("/").at(-1)!;
    await expireAbandonedDemoSessions(handle.db);
    const oldOrder = await handle.db.selectFrom("orders").select("status").where("checkout_session_id", "=", oldSession).executeTakeFirstOrThrow();
    expect(oldOrder.status).toBe("expired");
    expect(await findDemoCheckout(handle.db, oldSession)).toMatchObject({ open: false, paid: false });
    expect(await findDemoCheckout(handle.db, freshSession)).toMatchObject({ open: true, cancelPath: expect.stringMatching(/^\/payment\/cancel\?booking=/) });
  });

  it("the cancel page ignores links that name no row", () => {
    expect(cancelledRecordOf(new URL("http://x/payment/cancel"))).toBeNull();
    expect(cancelledRecordOf(new URL("http://x/payment/cancel?order=1;drop"))).toBeNull();
  });
});
