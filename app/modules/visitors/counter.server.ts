import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";

/** The count every year starts from. */
export const INITIAL_VISITOR_COUNT = 110776;

/** The current count for the year, without counting anyone. */
export async function readVisitorCount(db: Kysely<Database>, year = new Date().getUTCFullYear()): Promise<number> {
  const row = await db.selectFrom("visitor_counts").select("count").where("year", "=", year).executeTakeFirst();
  return row?.count ?? INITIAL_VISITOR_COUNT;
}

/**
 * Counts one visit and returns the new count. A single atomic upsert, so concurrent
 * visits from any number of processes are never lost.
 */
export async function countVisit(db: Kysely<Database>, year = new Date().getUTCFullYear()): Promise<number> {
  const row = await db
    .insertInto("visitor_counts")
    .values({ year, count: INITIAL_VISITOR_COUNT + 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet((eb) => ({ count: eb("visitor_counts.count", "+", 1) })))
    .returning("count")
    .executeTakeFirstOrThrow();
  return row.count;
}
