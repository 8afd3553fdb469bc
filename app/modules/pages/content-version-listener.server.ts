import type { Kysely } from "kysely";
import pg from "pg";
import type { Database } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import type { StartupTask } from "~/lib/startup-task";
import {
  CONTENT_VERSION_CHANNEL,
  heardContentVersion,
  knownContentVersion,
  readContentVersion,
  setKnownContentVersion,
} from "./content-version.server";

/** How often the version is read again all the same, in case a notice was lost some way nobody noticed. */
export const RECHECK_MS = 15_000;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;
const CONNECT_TIMEOUT_MS = 3_000;
/** How the listening connection names itself to PostgreSQL (`pg_stat_activity.application_name`). */
export const LISTENER_NAME = "content-version-listener";

export interface ContentVersionWatch {
  /** Resolves once the version is known (or, on PostgreSQL, once the first attempt to listen is over). */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * PostgreSQL: listens for `NOTIFY content_version` on a connection of its own (outside the pool, which
 * may hand a connection to anyone). After `LISTEN` takes effect the version is read on the same
 * connection, so no change can fall between the two. If the connection is lost the version becomes
 * unknown (and is read per request) until the connection is back and the version read again.
 */
export function listenForContentVersion(connectionString: string, recheckMs = RECHECK_MS): ContentVersionWatch {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let recheck: NodeJS.Timeout | undefined;
  let firstAttempt: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (firstAttempt = resolve));

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = undefined;
    setKnownContentVersion(undefined);
    current.end().catch(() => undefined);
    firstAttempt();
    if (stopped) return;
    logger.warn({ err: error, retryInMs: retryMs }, "content version: not listening; reading it per request until back");
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const readOn = async (current: pg.Client) => {
    const { rows } = await current.query<{ version: string | number }>("select version from content_version where id = 1");
    return Number(rows[0]?.version ?? 0);
  };

  async function connect() {
    retry = undefined;
    const current = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: LISTENER_NAME });
    client = current;
    // A notice may be handled before the read below resumes: it is not lost, only deferred.
    let latestHeard = 0;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel !== CONTENT_VERSION_CHANNEL) return;
      const version = Number(message.payload);
      if (!Number.isSafeInteger(version)) return;
      latestHeard = Math.max(latestHeard, version);
      heardContentVersion(version);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
      const version = await readOn(current);
      if (client !== current) return;
      setKnownContentVersion(Math.max(version, latestHeard));
      retryMs = RECONNECT_FIRST_MS;
      firstAttempt();
    } catch (error) {
      lost(current, error instanceof Error ? error : new Error(String(error)));
    }
  }

  const scheduleRecheck = () => {
    recheck = setTimeout(async () => {
      const current = client;
      try {
        if (current) heardContentVersion(await readOn(current));
      } catch {
        // A failing connection reports itself through its error event.
      }
      if (!stopped) scheduleRecheck();
    }, recheckMs);
    recheck.unref();
  };

  void connect();
  scheduleRecheck();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(recheck);
      const current = client;
      client = undefined;
      setKnownContentVersion(undefined);
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * SQLite: one process owns the database, so every change is made here and heard at once. The version is
 * still read again now and then, for a change made to the file by anything else (a restore, a script).
 */
export function followLocalContentVersion(db: Kysely<Database>, recheckMs = RECHECK_MS): ContentVersionWatch {
  let recheck: NodeJS.Timeout | undefined;
  let stopped = false;
  const read = async () => {
    try {
      const version = await readContentVersion(db);
      // A change made here while the read was under way may already be known: never step back from it.
      if (knownContentVersion() === undefined) setKnownContentVersion(version);
      else heardContentVersion(version);
    } catch {
      // The database is away: pages are rendered per request until it answers (see the page cache).
      setKnownContentVersion(undefined);
    }
    if (stopped) return;
    recheck = setTimeout(() => void read(), recheckMs);
    recheck.unref();
  };
  return {
    ready: read(),
    stop: async () => {
      stopped = true;
      clearTimeout(recheck);
      setKnownContentVersion(undefined);
    },
  };
}

let watch: ContentVersionWatch | undefined;

/** Keeps this process's content version current from start-up on (after seeding, which raises it). */
export const contentVersionTask: StartupTask = {
  name: "content version",
  start: async (db) => {
    const databaseUrl = getEnv().DATABASE_URL;
    watch = databaseUrl ? listenForContentVersion(databaseUrl) : followLocalContentVersion(db);
    await watch.ready;
  },
  stop: async () => {
    await watch?.stop();
    watch = undefined;
  },
};
