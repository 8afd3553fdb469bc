import type { Kysely } from "kysely";
import { sanitizePageHtml } from "../../app/modules/pages/sanitize.server";

interface Tables {
  content_version: { id: number; version: number };
  pages: { id: string; content: string };
}

/**
 * - `content_version` holds one number, raised whenever a managed page is written. Every process compares it
 *   with the number its cached pages were rendered at, so a saved page is served fresh by all at once.
 * - Managed pages are now sanitised only when saved, no longer on every view: content stored before the
 *   current rules is cleaned once here. A later tightening of the rules needs a migration like this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  const typed = db as unknown as Kysely<Tables>;
  await typed.insertInto("content_version").values({ id: 1, version: 1 }).execute();
  for (const page of await typed.selectFrom("pages").select(["id", "content"]).execute()) {
    const clean = sanitizePageHtml(page.content);
    if (clean !== page.content) await typed.updateTable("pages").set({ content: clean }).where("id", "=", page.id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_version").execute();
}
