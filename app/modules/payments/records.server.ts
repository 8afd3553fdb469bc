import type { Kysely, Selectable, Transaction } from "kysely";
import type { BookingsTable, Database, OrdersTable } from "~/lib/db-schema";

export type Executor = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;
export type BookingRow = Selectable<BookingsTable>;

export function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first, for the admin area; `state` keeps the rows in that state only. */
export function listOrders(db: Executor, state?: string, limit = 200): Promise<OrderRow[]> {
  let query = db.selectFrom("orders").selectAll();
  if (state) query = query.where("status", "=", state);
  return query.orderBy("created_at", "desc").limit(limit).execute();
}

export function listBookings(db: Executor, state?: string, limit = 200): Promise<BookingRow[]> {
  let query = db.selectFrom("bookings").selectAll();
  if (state) query = query.where("status", "=", state);
  return query.orderBy("created_at", "desc").limit(limit).execute();
}
