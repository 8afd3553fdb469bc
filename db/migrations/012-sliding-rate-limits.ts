import type { Kysely } from "kysely";

/**
 * `mail_rate_limits.previous_count`: the count of the window before `window_start`, so a limit slides
 * (decision record 040) instead of starting again from zero at each clock boundary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("mail_rate_limits")
    .addColumn("previous_count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_rate_limits").dropColumn("previous_count").execute();
}
