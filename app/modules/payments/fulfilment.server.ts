import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The outbox keys of the mail that delivers what was sold. The mail server accepting one of them is
 * what makes a paid order or a confirmed booking `fulfilled` (see lifecycle.server.ts).
 */
export const fulfilmentMailKeys = {
  /** The template e-mail queued when the payment settled. */
  template: (orderId: string) => `template-order:${orderId}`,
  /** A copy sent again from the success page: its own key, so every copy is queued, each fulfils the order. */
  templateAgain: (orderId: string) => `template-order:${orderId}:again:${crypto.randomUUID()}`,
  bookingConfirmation: (bookingId: string) => `booking-confirmation:${bookingId}`,
  bookingNotice: (bookingId: string) => `booking-notice:${bookingId}`,
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const templateKey = new RegExp(`^template-order:(${UUID})(?::again:${UUID})?$`);
const bookingKey = new RegExp(`^booking-(?:confirmation|notice):(${UUID})$`);

/**
 * Called by the outbox once the mail server accepted a message. A template e-mail fulfils its paid order;
 * a booking is fulfilled once both of its confirmations went out. Only a paid order or a confirmed booking
 * moves, so a repeated call, or a copy sent again later, changes nothing more.
 */
export async function recordDelivered(db: Executor, dedupeKey: string | null, now = new Date()): Promise<void> {
  if (!dedupeKey) return;
  const at = now.toISOString();
  const order = templateKey.exec(dedupeKey)?.[1];
  if (order) {
    await db.updateTable("orders").set({ status: "fulfilled", updated_at: at }).where("id", "=", order).where("status", "=", "paid").execute();
    return;
  }
  const booking = bookingKey.exec(dedupeKey)?.[1];
  if (!booking) return;
  const sent = await db
    .selectFrom("mail_outbox")
    .select("dedupe_key")
    .where("dedupe_key", "in", [fulfilmentMailKeys.bookingConfirmation(booking), fulfilmentMailKeys.bookingNotice(booking)])
    .where("status", "=", "sent")
    .execute();
  if (sent.length < 2) return;
  await db.updateTable("bookings").set({ status: "fulfilled", updated_at: at }).where("id", "=", booking).where("status", "=", "confirmed").execute();
}
