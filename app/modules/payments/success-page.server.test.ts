import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { checkoutFromForm } from "../../../tests/support/checkout-form";
import { createStripeClient } from "./stripe.server";
import { successPageState } from "./success-page.server";
import { useTestServices } from "../../../tests/support/test-services";

describe.each(testDatabases())("success page on $engine", ({ open }) => {
  const svc = useTestServices(open, { stripe: true, signingSecret: true });
  const deps = () => ({ db: svc.handle.db, stripe: createStripeClient("sk_test_success", svc.fake.url) });

  async function startCheckout(form: Record<string, string>) {
    await checkoutFromForm({ ...deps(), now: new Date("2098-12-01T00:00:00Z") }, form);
    return [...svc.fake.sessions.values()].at(-1)!;
  }

  it("without a session id confirms nothing: anyone can open the bare address", async () => {
    expect(await successPageState(deps(), null)).toEqual({ mode: "none" });
  });

  it("offers the template form for a paid purchase, with the paid address", async () => {
    const session = await startCheckout({ product: "template", email: "ann@example.com", stream: "tourist" });
    svc.fake.markPaid(session.id);
    expect(await successPageState(deps(), session.id)).toMatchObject({ mode: "purchase", sessionId: session.id, email: "ann@example.com", reference: expect.stringMatching(/^[0-9A-F-]{8}$/) });
  });

  it("confirms a paid booking returning from checkout, settles it and repeats its agent, time and reference", async () => {
    const session = await startCheckout({
      product: "consultation",
      name: "Raj",
      email: "raj@example.com",
      phone: "+61 400 000 000",
      preferredDateTime: "2099-01-10T10:00",
      timeZone: "Asia/Kolkata",
    });
    expect(await successPageState(deps(), session.id)).toMatchObject({ mode: "problem" });
    svc.fake.markPaid(session.id);
    expect(await successPageState(deps(), session.id)).toMatchObject({
      mode: "consultation",
      sessionId: session.id,
      booking: { agent: "Any available agent", preferredTime: "Saturday 10 January 2099, 10:00 (Asia/Kolkata)", reference: expect.stringMatching(/^[0-9A-F-]{8}$/) },
    });
    const booking = await svc.handle.db.selectFrom("bookings").select("status").where("checkout_session_id", "=", session.id).executeTakeFirstOrThrow();
    expect(booking.status).toBe("confirmed");
  });

  it("says it cannot confirm the payment when Stripe cannot be reached, rather than failing the page", async () => {
    const unreachable = { db: svc.handle.db, stripe: createStripeClient("sk_test_success", "http://127.0.0.1:1") };
    expect(await successPageState(unreachable, "cs_test_whatever12345")).toEqual({
      mode: "problem",
      message: "We could not confirm your payment just now. Please reload this page in a minute.",
    });
  });
});
