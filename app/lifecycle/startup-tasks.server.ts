import type { StartupTask } from "~/lib/startup-task";
import { signingSecretTask } from "~/lib/signing-secret.server";
import { firstAdminTask } from "~/modules/auth/first-admin.server";
import { figuresTask } from "~/modules/figures/figures-service.server";
import { mailOutboxTask } from "~/modules/mail/outbox-worker.server";
import { purchaseHooksTask } from "~/modules/payments/fulfilment.server";
import { contentVersionTask } from "~/modules/pages/content-version-listener.server";
import { pagesSeedTask } from "~/modules/pages/seed.server";
import { reminderSchedulerTask } from "~/modules/reminders/reminder-scheduler.server";

/** Each module that needs seeding or a background worker is listed here, in the order they start. */
export const startupTasks: readonly StartupTask[] = [
  signingSecretTask,
  firstAdminTask,
  pagesSeedTask,
  contentVersionTask,
  figuresTask,
  purchaseHooksTask,
  mailOutboxTask,
  reminderSchedulerTask,
];
