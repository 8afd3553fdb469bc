import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import type { BusinessIdentity } from "~/modules/business/identity";
import { isSettled } from "~/modules/payments/lifecycle.server";
import { findPaidRecord, productOf, receiptOf, type PaidRecord } from "~/modules/payments/product-registry.server";
import { retrieveSession } from "~/modules/payments/sessions.server";
import type { Receipt } from "./receipt";

export type ReceiptTarget = { kind: "order" | "booking"; id: string };

const TABLE_OF_TARGET = { order: "orders", booking: "bookings" } as const;

/** A paid (or fulfilled) row's receipt; nothing for one not (yet) paid. */
function settledReceipt(business: BusinessIdentity | null, record: PaidRecord | undefined): Receipt | null {
  return record && isSettled(record.product.table, record.status) ? receiptOf(business, record) : null;
}

/** The receipt of a paid order or booking named by a link (`?order=` or `?booking=`); nothing for an unknown one. */
export async function receiptFor(db: Kysely<Database>, business: BusinessIdentity | null, target: ReceiptTarget): Promise<Receipt | null> {
  const record = await findPaidRecord(db, target.id);
  return record?.product.table === TABLE_OF_TARGET[target.kind] ? settledReceipt(business, record) : null;
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
  const product = productOf(view?.kind);
  if (!view?.paid || !view.reference || !product) return null;
  return settledReceipt(deps.business, await product.find(deps.db, view.reference));
}
