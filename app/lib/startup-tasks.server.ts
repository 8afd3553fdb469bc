import type { Kysely } from "kysely";
import type { Database } from "./db-schema";
import { signingSecretTask } from "./signing-secret.server";
import { firstAdminTask } from "~/modules/auth/first-admin.server";
import { pagesSeedTask } from "~/modules/pages/seed.server";
import { mailOutboxTask } from "~/modules/mail/outbox-worker.server";

export interface StartupTask {
  name: string;
  /** Runs once after migrations, before the server accepts requests. */
  start: (db: Kysely<Database>) => Promise<void>;
  /** Runs at shutdown, before the database closes. */
  stop?: () => Promise<void>;
}

/** Each module that needs seeding or a background worker registers it here. */
export const startupTasks: StartupTask[] = [signingSecretTask, firstAdminTask, pagesSeedTask, mailOutboxTask];
