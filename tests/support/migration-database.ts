import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach } from "vitest";
import { migrations } from "../../db/migrations";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";

export interface MigrationDatabase {
  handle: DatabaseHandle;
  migrator: Migrator;
  close: () => Promise<void>;
}

/** A fresh SQLite database migrated up to `migration` (inclusive), to test what a later migration does to existing rows. */
export async function databaseAtMigration(migration: string): Promise<MigrationDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-migration-"));
  const handle = openDatabase({ dataDir });
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
  return {
    handle,
    migrator,
    close: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** For a test file: opens databases at a migration, each closed and removed after its test. */
export function migrationDatabases(): (migration: string) => Promise<MigrationDatabase> {
  const open: MigrationDatabase[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });
  return async (migration) => {
    const database = await databaseAtMigration(migration);
    open.push(database);
    return database;
  };
}
