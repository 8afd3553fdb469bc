import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshPostgresDatabase } from "./postgres-database";
import { migrateToLatest, openDatabase, type DatabaseHandle, type Engine } from "~/lib/db.server";

export interface TestDatabase {
  engine: Engine;
  /** A fresh, migrated, empty database of this engine. */
  open: () => Promise<DatabaseHandle>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
let noticePrinted = false;

/**
 * The engines a data-layer test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Each `open()` gives an isolated database (a temporary file, or a new PostgreSQL database).
 */
export function testDatabases(): TestDatabase[] {
  const engines: TestDatabase[] = [{ engine: "sqlite", open: openSqlite }];
  if (postgresUrl) engines.push({ engine: "postgres", open: openPostgres });
  else if (!noticePrinted) {
    noticePrinted = true;
    console.warn("[data-layer tests] TEST_DATABASE_URL is not set: the PostgreSQL half is skipped.");
  }
  return engines;
}

async function openSqlite(): Promise<DatabaseHandle> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-db-"));
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<DatabaseHandle> {
  const database = await freshPostgresDatabase("visa_test");
  const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir(), poolSize: 20 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
