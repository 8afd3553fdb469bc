import { PostgresAdapter, type Kysely } from "kysely";

/**
 * - Mail that carries a visitor's own data (an e-mailed checker result) is erased from the outbox once it
 *   is sent or has failed for good: `erase_after_sending` marks such rows.
 * - An order's `stream` now names the template of the recommended visa ('visitor-600-sponsored', 21
 *   characters), longer than the stream names it held before. SQLite does not enforce the length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("erase_after_sending", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable("orders").alterColumn("stream", (col) => col.setDataType("varchar(40)")).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("erase_after_sending").execute();
}
