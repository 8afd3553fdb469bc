import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrations } from "../../db/migrations";
import { databaseAvailability, withAvailabilityCheck } from "./database-availability.server";
import type { Database } from "./db-schema";
import { ensurePrivateDir, makeFilesPrivate } from "./private-files.server";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** Folder of the SQLite file `site.db`. */
  dataDir: string;
  /** Largest number of pooled PostgreSQL connections. */
  poolSize?: number;
}

const CONNECT_TIMEOUT_MS = 3000;

/**
 * Whether PostgreSQL accepts a connection and answers, asked on a connection of its own: the pool may
 * be busy with the very queries that failed.
 */
async function probePostgres(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Opens the configured engine. Nothing is migrated here: call `migrateToLatest`. A query that fails
 * while the database cannot be reached throws the "briefly unavailable" 503 problem instead of its
 * own error (see database-availability.server.ts).
 */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A client losing its connection (the database restarting or going away) must not end the process. The
    // pool listens only while a client is idle; one checked out (a transaction between two queries) reports
    // the loss as an 'error' event of its own, so every client gets a listener for its whole life. Its next
    // query fails, and the availability check below answers that with the 503.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
    const reachable = databaseAvailability(() => probePostgres(connectionString));
    const db = new Kysely<Database>({ dialect: withAvailabilityCheck(new PostgresDialect({ pool }), reachable) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }

  ensurePrivateDir(options.dataDir);
  const dbFile = path.join(options.dataDir, "site.db");
  const file = new SQLite(dbFile);
  // SQLite gives the -wal and -shm files the database file's mode, so these are private from here on.
  makeFilesPrivate([dbFile, `${dbFile}-wal`, `${dbFile}-shm`]);
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = NORMAL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  // Asked directly of the file handle: Kysely's SQLite connection is held by the query that failed.
  const reachable = databaseAvailability(async () => file.open && file.prepare("select 1").get() !== undefined);
  const db = new Kysely<Database>({ dialect: withAvailabilityCheck(new SqliteDialect({ database: file }), reachable) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

/** Brings the schema up to date; safe to run from several processes at once on PostgreSQL (Kysely takes a lock). */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

/** True when the database answers a trivial query within the pool's timeout. */
export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

let current: DatabaseHandle | undefined;

/** Installs the process-wide database handle (done once at start-up, or by tests). */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  current = handle;
}

/** The process-wide database; throws if start-up has not opened it yet. */
export function getDb(): Kysely<Database> {
  if (!current) throw new Error("The database has not been opened yet.");
  return current.db;
}

export function getEngine(): Engine {
  if (!current) throw new Error("The database has not been opened yet.");
  return current.engine;
}
