import type { Kysely } from "kysely";

/**
 * The figures the site quotes (visa charges, stays, validity, processing, bond, sponsor rules, the passport
 * lists) become data an administrator keeps current (docs/decisions/039):
 * - `figures`: one row per figure, its value in force (JSON), its source (name, https URL, the source's own
 *   date), when a person last checked it, when the value took effect, and whether it is a visa charge
 *   indexed each 1 July.
 * - `figure_schedule`: at most one change entered ahead per figure, taking effect on its date (Sydney).
 * - `figure_changes`: every change, check and schedule, never updated or deleted; rule changes without a
 *   figure are recorded here too (`figure_key` null).
 * The rows are seeded from the facts module at start-up (app/modules/figures/seed.server.ts), on a fresh
 * installation and on an upgraded one alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("figures")
    .addColumn("key", "varchar(60)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("source_name", "varchar(300)", (col) => col.notNull())
    .addColumn("source_url", "varchar(500)", (col) => col.notNull())
    .addColumn("source_dated", "varchar(200)")
    .addColumn("checked_on", "varchar(10)", (col) => col.notNull())
    .addColumn("effective_from", "varchar(10)", (col) => col.notNull())
    .addColumn("indexed_each_july", "integer", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_by", "varchar(120)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("figure_schedule")
    .addColumn("figure_key", "varchar(60)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("source_name", "varchar(300)", (col) => col.notNull())
    .addColumn("source_url", "varchar(500)", (col) => col.notNull())
    .addColumn("source_dated", "varchar(200)")
    .addColumn("effective_from", "varchar(10)", (col) => col.notNull())
    .addColumn("note", "varchar(1000)", (col) => col.notNull())
    .addColumn("scheduled_by", "varchar(120)", (col) => col.notNull())
    .addColumn("scheduled_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("figure_changes")
    .addColumn("id", "varchar(80)", (col) => col.primaryKey())
    .addColumn("figure_key", "varchar(60)")
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("old_value", "text")
    .addColumn("new_value", "text")
    .addColumn("effective_from", "varchar(10)")
    .addColumn("source_name", "varchar(300)")
    .addColumn("source_url", "varchar(500)")
    .addColumn("note", "varchar(1000)", (col) => col.notNull())
    .addColumn("changed_by", "varchar(120)", (col) => col.notNull())
    .addColumn("changed_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("figure_changes_by_figure").on("figure_changes").columns(["figure_key", "changed_at"]).execute();
  await db.schema.createIndex("figure_changes_by_time").on("figure_changes").columns(["changed_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("figure_changes").execute();
  await db.schema.dropTable("figure_schedule").execute();
  await db.schema.dropTable("figures").execute();
}
