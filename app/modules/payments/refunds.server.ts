import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { SETTLED_STATES } from "./lifecycle.server";
import { productOf } from "./product-registry.server";
import { recordWebhookEvent } from "./webhook-events.server";

export type RefundOutcome = "refunded" | "partly-refunded" | "not-refundable" | "unknown-charge" | "duplicate-event";

/**
 * Stripe reported a refund (`charge.refunded`). The charge carries the metadata checkout gave its
 * PaymentIntent: the product's kind and the row's id. A charge refunded in full moves its paid,
 * confirmed or fulfilled row to `refunded`; a partial refund changes nothing (the purchase stands) and
 * is only logged. The event is recorded in the same transaction, so a redelivery is a no-op.
 */
export async function recordRefund(db: Kysely<Database>, charge: Stripe.Charge, event: { id: string; type: string }, now = new Date()): Promise<RefundOutcome> {
  const metadata = charge.metadata ?? {};
  const product = productOf(metadata.kind);
  const id = product ? metadata[product.referenceKey] : undefined;
  if (!product || !id) {
    logger.warn({ chargeId: charge.id }, "refunded charge names no order or booking");
    return "unknown-charge";
  }
  if (!charge.refunded) {
    logger.info({ chargeId: charge.id, amountRefunded: charge.amount_refunded }, "charge partly refunded; the purchase stands");
    return "partly-refunded";
  }
  return db.transaction().execute(async (trx) => {
    if (!(await recordWebhookEvent(trx, event, now))) return "duplicate-event" as const;
    const row = await product.find(trx, id);
    if (!row) return "unknown-charge" as const;
    const moved = await trx
      .updateTable(product.table)
      .set({ status: "refunded", updated_at: now.toISOString() })
      .where("id", "=", row.id)
      .where("status", "in", SETTLED_STATES[product.table])
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? ("refunded" as const) : ("not-refundable" as const);
  });
}
