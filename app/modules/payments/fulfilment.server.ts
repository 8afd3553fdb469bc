import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import type { StartupTask } from "~/lib/startup-task";
import { onMailDelivered } from "~/modules/mail/delivered-hooks.server";
import { SETTLED_STATUS } from "./lifecycle.server";
import { findPaidRecord } from "./product-registry.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Called by the outbox once the mail server accepted a message that delivers a purchase. The row is
 * fulfilled when every purpose its product names has been sent for it (the guide: its e-mail, or a
 * copy sent again; a booking: the visitor's confirmation and the support mailbox's notice). Only a
 * paid order or confirmed booking moves, so a repeated call, or a copy sent again later, changes nothing.
 */
export async function recordDelivered(db: Executor, subjectRef: string, now = new Date()): Promise<void> {
  const record = await findPaidRecord(db, subjectRef);
  if (!record) return;
  const { product } = record;
  const sent = await db
    .selectFrom("mail_outbox")
    .select("purpose")
    .where("subject_ref", "=", record.id)
    .where("status", "=", "sent")
    .where("purpose", "in", product.fulfilledWhenSent)
    .execute();
  const purposes = new Set(sent.map((row) => row.purpose));
  if (!product.fulfilledWhenSent.every((purpose) => purposes.has(purpose))) return;
  await db
    .updateTable(product.table)
    .set({ status: "fulfilled", updated_at: now.toISOString() })
    .where("id", "=", record.id)
    .where("status", "=", SETTLED_STATUS[product.table])
    .execute();
}

/** Payments owns the purchase purposes: their mail leaving is what fulfils a sale. */
export function registerPurchaseHooks(): void {
  onMailDelivered("purchase-delivery", recordDelivered);
  onMailDelivered("purchase-notice", recordDelivered);
}

// Whoever queues purchase mail has loaded this module, so its hooks are there before the mail leaves.
registerPurchaseHooks();

/** And for a process whose outbox starts sending before any payment page was loaded. */
export const purchaseHooksTask: StartupTask = {
  name: "purchase delivered hooks",
  start: async () => registerPurchaseHooks(),
};
