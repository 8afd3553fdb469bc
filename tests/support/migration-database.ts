import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach } from "vitest";
import { migrations } from "../../db/migrations";
import { openDatabase, type DatabaseHandle, type Engine } from "~/lib/db.server";
import { freshPostgresDatabase } from "./postgres-database";

export interface MigrationDatabase {
  handle: DatabaseHandle;
  migrator: Migrator;
  close: () => Promise<void>;
}

/** The engines a migration test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const migrationEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

async function migratedTo(handle: DatabaseHandle, migration: string, close: () => Promise<void>): Promise<MigrationDatabase> {
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(migration);
  if (error) {
    await close();
    throw error;
  }
  return { handle, migrator, close };
}

/** A fresh database of the engine migrated up to `migration` (inclusive), to test what a later migration does to existing rows. */
export async function databaseAtMigration(migration: string, engine: Engine = "sqlite"): Promise<MigrationDatabase> {
  if (engine === "postgres") {
    const database = await freshPostgresDatabase("visa_migration");
    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    return migratedTo(handle, migration, async () => {
      await handle.close();
      await database.drop();
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-migration-"));
  const handle = openDatabase({ dataDir });
  return migratedTo(handle, migration, async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** For a test file: opens databases of the engine at a migration, each closed and removed after its test. */
export function migrationDatabases(engine: Engine = "sqlite"): (migration: string) => Promise<MigrationDatabase> {
  const open: MigrationDatabase[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });
  return async (migration) => {
    const database = await databaseAtMigration(migration, engine);
    open.push(database);
    return database;
  };
}
