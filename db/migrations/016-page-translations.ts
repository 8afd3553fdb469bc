import type { Kysely } from "kysely";

/**
 * `page_translations`: a managed page in another language, with its own title, address, content and
 * published state. One per page and language; a slug names one translation per language (the address is
 * '/<locale>/<slug>'). Deleting a page deletes its translations by the foreign key (every SQLite connection
 * turns foreign keys on: app/lib/db.server.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_translations")
    .addColumn("page_id", "varchar(36)", (column) => column.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("locale", "varchar(10)", (column) => column.notNull())
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("slug", "varchar(200)", (column) => column.notNull())
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("is_published", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(40)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(40)", (column) => column.notNull())
    .addPrimaryKeyConstraint("page_translations_pk", ["page_id", "locale"])
    .addUniqueConstraint("page_translations_locale_slug", ["locale", "slug"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_translations").execute();
}
