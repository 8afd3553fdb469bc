import type { Kysely } from "kysely";
import type { Database } from "./db-schema";

/**
 * Seeding or background work a module needs: started after migrations, stopped before the database
 * closes. Modules export one; `app/lifecycle/startup-tasks.server.ts` lists them in order.
 */
export interface StartupTask {
  name: string;
  /** Runs once after migrations, before the server accepts requests. */
  start: (db: Kysely<Database>) => Promise<void>;
  /** Runs at shutdown, before the database closes. */
  stop?: () => Promise<void>;
}
