import type { Executor } from "./records.server";

/**
 * Records that a Stripe event was acted on, inside the transaction that acts on it. Stripe may deliver an
 * event more than once, to more than one process at a time: only the first recording succeeds, so the
 * event's work is done once. False when the event was recorded before.
 */
export async function recordWebhookEvent(trx: Executor, event: { id: string; type: string }, now: Date): Promise<boolean> {
  const recorded = await trx
    .insertInto("stripe_webhook_events")
    .values({ event_id: event.id, type: event.type, processed_at: now.toISOString() })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .returning("event_id")
    .executeTakeFirst();
  return recorded !== undefined;
}
