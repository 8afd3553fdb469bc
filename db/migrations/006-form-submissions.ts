import type { Kysely } from "kysely";

/**
 * Public form posts carry a one-time token; the first answer to a token is kept for a day, so a post
 * repeated because its answer was lost (a retry, a double click) gets that answer instead of being
 * stored again. The key is a hash of the form's name and the token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("form_submissions")
    .addColumn("key", "varchar(64)", (col) => col.primaryKey())
    .addColumn("reply", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("form_submissions_created_at").on("form_submissions").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("form_submissions").execute();
}
