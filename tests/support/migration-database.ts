import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import pg from "pg";
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

/** A PostgreSQL database of its own on TEST_DATABASE_URL's server, migrated up to `migration`; `cleanups` drops it. */
export async function postgresAtMigration(migration: string, cleanups: (() => Promise<void>)[]): Promise<{ handle: DatabaseHandle; migrator: Migrator }> {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `visa_migration_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  cleanups.push(async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
  return { handle, migrator };
}
