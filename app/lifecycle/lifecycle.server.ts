import { isDatabaseReachable, migrateToLatest, openDatabase, setDatabase, type DatabaseHandle } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { startupTasks } from "./startup-tasks.server";

let handle: DatabaseHandle | undefined;

/** Opens the database, migrates it and runs each module's start-up task (seeding, workers). */
export async function startApp(): Promise<void> {
  if (handle) return;
  const env = getEnv();
  handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setDatabase(handle);
  await migrateToLatest(handle.db);
  for (const task of startupTasks) {
    await task.start(handle.db);
  }
  logger.info({ engine: handle.engine }, "database ready");
}

/** Stops background work and closes the database; the HTTP server has already stopped accepting. */
export async function stopApp(): Promise<void> {
  if (!handle) return;
  for (const task of [...startupTasks].reverse()) {
    await task.stop?.();
  }
  await handle.close();
  setDatabase(undefined);
  handle = undefined;
}

/** Readiness: the database answers. */
export async function isAppReady(): Promise<boolean> {
  return handle ? isDatabaseReachable(handle.db) : false;
}
