import type { Kysely } from "kysely";

/**
 * `page_redirects`: the old address of a renamed published page, answered with a permanent redirect to the
 * page's address now. Keyed by the old slug; `page_id` follows the page through later renames.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_redirects")
    .addColumn("from_slug", "varchar(200)", (column) => column.primaryKey())
    .addColumn("page_id", "varchar(36)", (column) => column.notNull())
    .addColumn("created_at", "varchar(40)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("page_redirects_page_id").on("page_redirects").column("page_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_redirects").execute();
}
