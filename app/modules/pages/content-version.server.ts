import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";

/**
 * The version of the site's managed content. Pages rendered once and kept (server/page-cache/) are tagged
 * with the version read before rendering; a request that reads a newer one renders afresh. Read per request,
 * so every process sees a save at once, whatever the number of processes.
 */
export async function readContentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Called after every write to the pages or agents table (both appear on kept pages), once the write is done. */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}
