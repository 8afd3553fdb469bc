import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import type { BusinessIdentity } from "~/modules/business/identity";
import { templateKindOf, templateTitles } from "~/modules/template-pdf/template-content";
import { isSettled } from "~/modules/payments/lifecycle.server";
import { PRODUCTS, checkoutLineName } from "~/modules/payments/products";
import { findBooking, findOrder, type BookingRow, type OrderRow } from "~/modules/payments/records.server";
import { retrieveSession } from "~/modules/payments/sessions.server";
import { buildReceipt, type Receipt, type ReceiptSource } from "./receipt";

/** The guide's line: the product and the visa it is for. */
export function orderReceiptSource(order: OrderRow): ReceiptSource {
  const template = templateKindOf(order.stream);
  return {
    id: order.id,
    item: checkoutLineName("template", template && templateTitles[template]),
    amountCents: order.amount_cents,
    currency: order.currency,
    paidAt: order.paid_at,
    createdAt: order.created_at,
    demoPayment: order.provider === "demo",
  };
}

/** The consultation's line names the agent chosen, when one was. */
export function bookingReceiptSource(booking: BookingRow): ReceiptSource {
  return {
    id: booking.id,
    item: booking.agent_name ? `${PRODUCTS.consultation.name} with ${booking.agent_name}` : PRODUCTS.consultation.name,
    amountCents: booking.amount_cents,
    currency: booking.currency,
    paidAt: booking.paid_at,
    createdAt: booking.created_at,
    demoPayment: booking.provider === "demo",
  };
}

export type ReceiptTarget = { kind: "order" | "booking"; id: string };

/** The receipt of a paid order or booking; nothing for one not (yet) paid, or unknown. */
export async function receiptFor(db: Kysely<Database>, business: BusinessIdentity | null, target: ReceiptTarget): Promise<Receipt | null> {
  if (target.kind === "order") {
    const order = await findOrder(db, target.id);
    return order && isSettled("orders", order.status) ? buildReceipt(business, orderReceiptSource(order)) : null;
  }
  const booking = await findBooking(db, target.id);
  return booking && isSettled("bookings", booking.status) ? buildReceipt(business, bookingReceiptSource(booking)) : null;
}

/**
 * The receipt behind a success-page link: the session is asked of Stripe (or the demo checkout), never
 * trusted from the URL, and must be paid.
 */
export async function receiptForSession(
  deps: { db: Kysely<Database>; stripe: Stripe | null; business: BusinessIdentity | null },
  sessionId: string,
): Promise<Receipt | null> {
  const view = await retrieveSession(deps, sessionId);
  if (!view?.paid || !view.reference || view.kind === "unknown") return null;
  return receiptFor(deps.db, deps.business, { kind: view.kind === "template" ? "order" : "booking", id: view.reference });
}
