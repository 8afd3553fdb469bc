import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";

/**
 * The version of the site's managed content (pages and agents). Pages rendered once and kept
 * (server/page-cache/) are tagged with the version known when their render started; a kept page whose tag
 * differs from the version known now is rendered afresh.
 *
 * Each process keeps the current version in memory (`knownContentVersion`) instead of reading it per
 * request. It learns of a change from the change itself when made in this process, and on PostgreSQL
 * from a `NOTIFY` on `CONTENT_VERSION_CHANNEL` sent in the same transaction as the change, so every
 * process hears of it as the change commits (content-version-listener.server.ts). While a process cannot
 * be sure it would hear of a change (its listening connection is down), the version is unknown and is
 * read from the database per request, as before.
 */
export const CONTENT_VERSION_CHANNEL = "content_version";

let known: number | undefined;
const followers = new Set<() => void>();

/**
 * Calls `follower` whenever this process learns that the content changed (its own change, a notice, a
 * read). Modules that keep content in memory besides the page cache (the figures) reload then.
 */
export function onContentChange(follower: () => void): () => void {
  followers.add(follower);
  return () => followers.delete(follower);
}

function raised(): void {
  for (const follower of followers) follower();
}

/** The version this process knows to be current, or undefined when it must be read from the database. */
export function knownContentVersion(): number | undefined {
  return known;
}

/** The database says the version is `version` (read at start, after a reconnect, or by the safety net). */
export function setKnownContentVersion(version: number | undefined): void {
  const before = known;
  known = version;
  if (version !== undefined && version !== before) raised();
}

/**
 * A change to `version` was committed (heard by NOTIFY, or made here). Versions only grow, so notices
 * arriving out of order never take the known version back. Nothing is learnt while the version is unknown.
 */
export function heardContentVersion(version: number): void {
  if (known !== undefined && version > known) {
    known = version;
    raised();
  }
}

export async function readContentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Runs `write` (a change to the pages or agents, both of which appear on kept pages) and raises the
 * content version in one transaction. On PostgreSQL the same transaction sends the new version by
 * `NOTIFY`, which the database delivers to every listening process when, and only if, it commits.
 */
export async function changeContent<T>(db: Kysely<Database>, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const { result, version } = await db.transaction().execute(async (trx) => {
    const result = await write(trx);
    const row = await trx
      .updateTable("content_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .returning("version")
      .executeTakeFirst();
    const version = Number(row?.version ?? 0);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${String(version)})`.execute(trx);
    }
    return { result, version };
  });
  // This process need not wait for its own notice (and on SQLite, the only process, there is none).
  heardContentVersion(version);
  return result;
}

/** Raises the version alone: kept pages are rendered afresh (after seeding, which writes pages its own way). */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await changeContent(db, async () => undefined);
}
