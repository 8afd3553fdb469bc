import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { isOneMailbox } from "~/modules/mail/single-recipient.server";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
// Whatever settles a sale also registers the hooks that fulfil it once its mail has left.
import "./fulfilment.server";
import { SETTLED_STATES, SETTLED_STATUS, isSettled, type RecordTable } from "./lifecycle.server";
import { productOf, receiptOf, type PlannedMail } from "./product-registry.server";
import type { Executor } from "./records.server";
import type { SessionView } from "./sessions.server";
import { recordWebhookEvent } from "./webhook-events.server";

export type SettleOutcome =
  | "fulfilled"
  | "already-fulfilled"
  | "not-paid"
  | "failed-recorded"
  | "expired-recorded"
  | "unknown-session"
  | "amount-mismatch"
  | "duplicate-event";

export interface SettleOptions {
  /** The Stripe event being handled; recorded in the same transaction, so a redelivery is a no-op. */
  event?: { id: string; type: string };
  now?: Date;
}

type Plan =
  | { action: "none"; outcome: SettleOutcome }
  | { action: "fulfil"; table: RecordTable; id: string; mails: PlannedMail[] }
  | { action: "mark"; table: RecordTable; id: string; status: "failed" | "expired"; outcome: SettleOutcome };

/** Works out what a session means for its row, reading only: rendering mail happens outside the transaction. */
async function plan(db: Kysely<Database>, view: SessionView, eventType: string | undefined, now: Date): Promise<Plan> {
  const product = productOf(view.kind);
  const row = product && view.reference ? await product.find(db, view.reference) : undefined;
  if (!product || !row || (row.checkoutSessionId !== null && row.checkoutSessionId !== view.id)) {
    if (product) logger.warn({ sessionId: view.id }, "checkout session does not match a recorded order or booking");
    return { action: "none", outcome: "unknown-session" };
  }
  const { table } = product;

  if (!view.paid) {
    if (eventType === "checkout.session.async_payment_failed") return { action: "mark", table, id: row.id, status: "failed", outcome: "failed-recorded" };
    if (eventType === "checkout.session.expired") return { action: "mark", table, id: row.id, status: "expired", outcome: "expired-recorded" };
    return { action: "none", outcome: "not-paid" };
  }
  if (view.amountTotal !== row.amountCents || view.currency?.toLowerCase() !== row.currency) {
    logger.error({ sessionId: view.id, amount: view.amountTotal, currency: view.currency }, "paid amount differs from the price; not fulfilled");
    return { action: "none", outcome: "amount-mismatch" };
  }
  // A row already settled (or refunded since) is not settled again.
  if (isSettled(table, row.status) || row.status === "refunded") return { action: "none", outcome: "already-fulfilled" };
  // The address typed at the payment provider, when it is one mailbox; else the one our form checked.
  const email = view.email && isOneMailbox(view.email) ? view.email : row.email;
  // The receipt is dated with the settlement, which is when the row is marked paid.
  const receipt = receiptOf(siteMailFrame(now).business, row, now.toISOString());
  return { action: "fulfil", table, id: row.id, mails: await row.deliveryMails(email, receipt, now) };
}

/**
 * Applies the plan. The status change is conditional (only a row not yet paid moves), so of any number
 * of concurrent callers in any number of processes exactly one wins and queues the mail, in the same
 * transaction; everyone else sees 'already-fulfilled'.
 */
async function apply(trx: Executor, planned: Plan, now: Date): Promise<SettleOutcome> {
  if (planned.action === "none") return planned.outcome;
  const at = now.toISOString();
  if (planned.action === "mark") {
    await trx.updateTable(planned.table).set({ status: planned.status, updated_at: at }).where("id", "=", planned.id).where("status", "=", "pending").execute();
    return planned.outcome;
  }
  const won = await trx
    .updateTable(planned.table)
    .set({ status: SETTLED_STATUS[planned.table], paid_at: at, updated_at: at })
    .where("id", "=", planned.id)
    // A row already paid, fulfilled or refunded since, stays as it is.
    .where("status", "not in", [...SETTLED_STATES[planned.table], "refunded"])
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) !== 1) return "already-fulfilled";
  for (const { mail, dedupeKey, purpose } of planned.mails) await enqueueMail(trx, mail, { dedupeKey, subject: { purpose, subjectRef: planned.id }, now });
  return "fulfilled";
}

/**
 * Settles a Checkout Session: fulfils a paid one exactly once (template e-mail, or booking
 * confirmations), records a failed or expired one. The webhook, the success page and the demo
 * checkout all come here, so whichever arrives first does the work and the rest change nothing.
 */
export async function settleCheckoutSession(db: Kysely<Database>, view: SessionView, options: SettleOptions = {}): Promise<SettleOutcome> {
  const now = options.now ?? new Date();
  const { event } = options;
  if (event) {
    const seen = await db.selectFrom("stripe_webhook_events").select("event_id").where("event_id", "=", event.id).executeTakeFirst();
    if (seen) return "duplicate-event";
  }
  const planned = await plan(db, view, event?.type, now);
  const outcome = await db.transaction().execute(async (trx) => {
    if (event && !(await recordWebhookEvent(trx, event, now))) return "duplicate-event" as const;
    return apply(trx, planned, now);
  });
  if (outcome === "fulfilled") {
    logger.info({ sessionId: view.id, kind: view.kind }, "checkout session fulfilled");
    wakeOutbox();
  }
  return outcome;
}
