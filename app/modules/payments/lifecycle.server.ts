import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { z } from "~/lib/zod";

/**
 * How an order or booking ends. It starts `pending` when the visitor is sent to checkout, and leaves
 * that state exactly once: `paid` (an order; its template e-mail is queued in the same transaction) or
 * `confirmed` (a booking; both confirmations queued), `cancelled` (the visitor came back through the
 * checkout's cancel link), `expired` (Stripe's `checkout.session.expired`, or a demo session left open
 * longer than Stripe keeps one), or `failed` (Stripe refused the session or the payment). A late payment
 * still moves a cancelled or expired row to paid: money received is honoured.
 *
 * A paid order or confirmed booking becomes `fulfilled` when the mail server has accepted what was sold:
 * the template e-mail with the guide and its download link (or a copy sent again from the success page),
 * or both booking confirmations (the visitor's and the support mailbox's). See `fulfilment.server.ts`.
 *
 * A paid, confirmed or fulfilled row whose payment Stripe reports fully refunded becomes `refunded`
 * (`charge.refunded`); nothing moves it after that.
 */
export const RECORD_STATES = ["pending", "paid", "confirmed", "fulfilled", "refunded", "cancelled", "expired", "failed"] as const;
export type RecordState = (typeof RECORD_STATES)[number];

/** Stripe expires an unpaid Checkout Session after 24 hours by default; the demo checkout does the same. */
export const DEMO_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type RecordTable = "orders" | "bookings";

/** The states each list can be filtered by (an order is paid, a booking confirmed, then both fulfilled). */
export const ORDER_STATES = ["pending", "paid", "fulfilled", "refunded", "cancelled", "expired", "failed"] as const satisfies readonly RecordState[];
export const BOOKING_STATES = ["pending", "confirmed", "fulfilled", "refunded", "cancelled", "expired", "failed"] as const satisfies readonly RecordState[];

/** The state a settled payment puts a row in: an order is paid, a booking confirmed. */
export const SETTLED_STATUS = { orders: "paid", bookings: "confirmed" } as const satisfies Record<RecordTable, RecordState>;

/** The states of a row whose payment settled: paid (or confirmed), and fulfilled after it. */
export const SETTLED_STATES: Readonly<Record<RecordTable, readonly RecordState[]>> = {
  orders: [SETTLED_STATUS.orders, "fulfilled"],
  bookings: [SETTLED_STATUS.bookings, "fulfilled"],
};

/** Whether a row's payment settled (an order's guide may be sent again), fulfilled or not yet. */
export function isSettled(table: RecordTable, status: string | undefined): boolean {
  return (SETTLED_STATES[table] as readonly string[]).includes(status ?? "");
}

/** Where the checkout's cancel link returns: the cancel page, naming the row it abandons. */
export function cancelPathFor(table: RecordTable, id: string): string {
  return `/payment/cancel?${table === "orders" ? "order" : "booking"}=${encodeURIComponent(id)}`;
}

/** The order or booking a cancel link names (`?order=…` or `?booking=…`), as the cancel page posts it back. */
export const cancelledRecordSchema = z.union([
  z.object({ order: z.uuid() }).transform(({ order }) => ({ table: "orders" as const, id: order })),
  z.object({ booking: z.uuid() }).transform(({ booking }) => ({ table: "bookings" as const, id: booking })),
]);

/** The row a cancel-page URL names, or null for anything else (the page then only says nothing was charged). */
export function cancelledRecordOf(url: URL): { table: RecordTable; id: string } | null {
  const parsed = cancelledRecordSchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : null;
}

/**
 * The visitor left checkout through its cancel link (the cancel page posts it back; opening the link alone
 * changes nothing): a pending row becomes cancelled. Only pending rows
 * move, so a row already paid (or reloaded after a late payment) is never touched.
 */
export async function cancelCheckout(db: Kysely<Database>, record: { table: RecordTable; id: string }, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable(record.table)
    .set({ status: "cancelled", updated_at: now.toISOString() })
    .where("id", "=", record.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a demo session opened at `createdAt` has outlived its checkout. */
export function demoSessionExpired(createdAt: string, now = new Date()): boolean {
  return now.getTime() - Date.parse(createdAt) > DEMO_SESSION_LIFETIME_MS;
}

/**
 * Demo sessions have no Stripe to send `checkout.session.expired`: pending demo rows older than a
 * checkout's lifetime are marked expired (when the admin lists are read, and when the session is opened).
 */
export async function expireAbandonedDemoSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - DEMO_SESSION_LIFETIME_MS).toISOString();
  for (const table of ["orders", "bookings"] as const) {
    await db
      .updateTable(table)
      .set({ status: "expired", updated_at: now.toISOString() })
      .where("provider", "=", "demo")
      .where("status", "=", "pending")
      .where("created_at", "<", cutoff)
      .execute();
  }
}

/** The admin lists' state filter: one state, or every row. */
export const stateFilter = z.enum(RECORD_STATES).optional().catch(undefined);
export function stateFilterOf(url: URL): RecordState | undefined {
  return stateFilter.parse(url.searchParams.get("state") ?? undefined);
}
