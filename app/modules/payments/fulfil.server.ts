import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { isOneMailbox } from "~/modules/mail/single-recipient.server";
import { operatorInbox } from "~/modules/business/identity.server";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { buildBookingConfirmation, buildBookingNotice, type BookingDetails } from "~/modules/mail/messages/booking-emails";
import type { OutgoingMail } from "~/modules/mail/mail-types";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
import { templateKindOf } from "~/modules/template-pdf/template-content";
import { ANY_AGENT } from "~/modules/agents/register";
import { formatPreferredTime } from "./booking-time";
import { formatPrice } from "./products";
import { fulfilmentMailKeys } from "./fulfilment.server";
import { SETTLED_STATES, isSettled } from "./lifecycle.server";
import { findBooking, findOrder, type BookingRow, type Executor } from "./records.server";
import type { SessionView } from "./sessions.server";
import { buildTemplateMail, guideOrderOf } from "./template-mail.server";
import { buildReceipt, orderReference } from "~/modules/receipts/receipt";
import { bookingReceiptSource, orderReceiptSource } from "~/modules/receipts/receipts.server";

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
  | { action: "fulfil"; table: "orders" | "bookings"; id: string; paidStatus: "paid" | "confirmed"; mails: Array<{ mail: OutgoingMail; dedupeKey: string }> }
  | { action: "mark"; table: "orders" | "bookings"; id: string; status: "failed" | "expired"; outcome: SettleOutcome };

export function bookingDetails(booking: BookingRow, email: string): BookingDetails {
  return {
    name: booking.name,
    email,
    phone: booking.phone,
    preferredTime: formatPreferredTime(booking.preferred_date_time, booking.time_zone),
    agent: booking.agent_name ?? ANY_AGENT.label,
    amount: formatPrice(booking.amount_cents, booking.currency),
    reference: orderReference(booking.id),
  };
}

/** Works out what a session means for its row, reading only: rendering mail happens outside the transaction. */
async function plan(db: Kysely<Database>, view: SessionView, eventType: string | undefined, now: Date): Promise<Plan> {
  const order = view.kind === "template" && view.reference ? await findOrder(db, view.reference) : undefined;
  const booking = view.kind === "consultation" && view.reference ? await findBooking(db, view.reference) : undefined;
  const row = order ?? booking;
  if (!row || (row.checkout_session_id !== null && row.checkout_session_id !== view.id)) {
    if (view.kind !== "unknown") logger.warn({ sessionId: view.id }, "checkout session does not match a recorded order or booking");
    return { action: "none", outcome: "unknown-session" };
  }
  const table = order ? "orders" : "bookings";

  if (!view.paid) {
    if (eventType === "checkout.session.async_payment_failed") return { action: "mark", table, id: row.id, status: "failed", outcome: "failed-recorded" };
    if (eventType === "checkout.session.expired") return { action: "mark", table, id: row.id, status: "expired", outcome: "expired-recorded" };
    return { action: "none", outcome: "not-paid" };
  }
  if (view.amountTotal !== row.amount_cents || view.currency?.toLowerCase() !== row.currency) {
    logger.error({ sessionId: view.id, amount: view.amountTotal, currency: view.currency }, "paid amount differs from the price; not fulfilled");
    return { action: "none", outcome: "amount-mismatch" };
  }
  // The address typed at the payment provider, when it is one mailbox; else the one our form checked.
  const email = view.email && isOneMailbox(view.email) ? view.email : row.email;

  if (order) {
    if (isSettled("orders", order.status)) return { action: "none", outcome: "already-fulfilled" };
    const template = templateKindOf(order.stream);
    if (!template) throw new Error(`Order ${order.id} has an unknown template`);
    // The receipt is dated with the settlement, which is when the row is marked paid.
    const receipt = buildReceipt(siteMailFrame(now).business, { ...orderReceiptSource(order), paidAt: now.toISOString() });
    const mail = await buildTemplateMail({ to: email, template, ref: order.id, now, order: guideOrderOf(order), receipt });
    return { action: "fulfil", table, id: order.id, paidStatus: "paid", mails: [{ mail, dedupeKey: fulfilmentMailKeys.template(order.id) }] };
  }

  if (!booking || isSettled("bookings", booking.status)) return { action: "none", outcome: "already-fulfilled" };
  const frame = siteMailFrame(now);
  const details = bookingDetails(booking, email);
  const receipt = buildReceipt(frame.business, { ...bookingReceiptSource(booking), paidAt: now.toISOString() });
  return {
    action: "fulfil",
    table,
    id: booking.id,
    paidStatus: "confirmed",
    mails: [
      { mail: { to: email, replyTo: frame.business?.supportEmail, ...buildBookingConfirmation(frame, details, receipt) }, dedupeKey: fulfilmentMailKeys.bookingConfirmation(booking.id) },
      { mail: { to: operatorInbox(), replyTo: email, ...buildBookingNotice(frame, details) }, dedupeKey: fulfilmentMailKeys.bookingNotice(booking.id) },
    ],
  };
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
    .set({ status: planned.paidStatus, paid_at: at, updated_at: at })
    .where("id", "=", planned.id)
    // A row already paid, or fulfilled since, stays as it is.
    .where("status", "not in", SETTLED_STATES[planned.table])
    .executeTakeFirst();
  if (Number(won.numUpdatedRows) !== 1) return "already-fulfilled";
  for (const { mail, dedupeKey } of planned.mails) await enqueueMail(trx, mail, { dedupeKey, now });
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
    if (event) {
      const recorded = await trx
        .insertInto("stripe_webhook_events")
        .values({ event_id: event.id, type: event.type, processed_at: now.toISOString() })
        .onConflict((oc) => oc.column("event_id").doNothing())
        .returning("event_id")
        .executeTakeFirst();
      if (!recorded) return "duplicate-event" as const;
    }
    return apply(trx, planned, now);
  });
  if (outcome === "fulfilled") {
    logger.info({ sessionId: view.id, kind: view.kind }, "checkout session fulfilled");
    wakeOutbox();
  }
  return outcome;
}
