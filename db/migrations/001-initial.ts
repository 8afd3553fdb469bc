import { sql, type Kysely } from "kysely";

// Migrations receive an untyped Kysely: they describe the schema as it was then, not as the app types it now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pages")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    .addColumn("slug", "varchar(120)", (col) => col.notNull().unique())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("is_published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addColumn("banner_image", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("visitor_counts")
    .addColumn("year", "integer", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "varchar(100)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("settings").execute();
  await db.schema.dropTable("visitor_counts").execute();
  await db.schema.dropTable("pages").execute();
}
