import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import type { StartupTask } from "~/lib/startup-task";
import { AdminExistsError, countAdmins, createAdmin } from "./admin-users.server";

export type FirstAdminOutcome = "created" | "exists" | "not-configured";

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD when none exists yet.
 * Once any administrator exists the variables are ignored, so changing them later changes nothing.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  credentials: { username?: string; password?: string },
): Promise<FirstAdminOutcome> {
  if ((await countAdmins(db)) > 0) return "exists";
  if (!credentials.username || !credentials.password) return "not-configured";
  try {
    await createAdmin(db, { username: credentials.username, password: credentials.password });
    return "created";
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof AdminExistsError) return "exists";
    throw error;
  }
}

export const firstAdminTask: StartupTask = {
  name: "first administrator",
  start: async (db) => {
    const env = getEnv();
    const outcome = await ensureFirstAdmin(db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
    if (outcome === "created") logger.info({ username: env.ADMIN_USERNAME?.toLowerCase() }, "first administrator created");
    if (outcome === "not-configured") {
      logger.warn("no administrator exists yet: run `npm run admin:create` or set ADMIN_USERNAME and ADMIN_PASSWORD");
    }
  },
};
