import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { startPollingLoop, type PollingLoop } from "~/lib/polling-loop";
import type { StartupTask } from "~/lib/startup-task";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
import { sendDueReminders } from "./reminders.server";

/** Reminders are due by the day, so a pass every quarter of an hour is plenty; a new request wakes it at once. */
const POLL_INTERVAL_MS = 15 * 60_000;

export type ReminderScheduler = PollingLoop;

/**
 * Queues due reminders now and then. Every process may run one: the conditional update or delete that
 * records a reminder lets only one of them queue it. `now` is the clock the due days are read from.
 */
export function startReminderScheduler(
  db: Kysely<Database>,
  options: { now?: () => Date; pollIntervalMs?: number; onQueued?: () => void } = {},
): ReminderScheduler {
  const now = options.now ?? (() => new Date());
  return startPollingLoop(
    "reminder",
    async () => {
      const queued = await sendDueReminders(db, siteMailFrame(now()), now());
      if (queued.length) {
        logger.info({ count: queued.length }, "reminders queued");
        options.onQueued?.();
      }
    },
    options.pollIntervalMs ?? POLL_INTERVAL_MS,
  );
}

let active: ReminderScheduler | undefined;

/** The process's reminder scheduler: started after the mail outbox, stopped before it. */
export const reminderSchedulerTask: StartupTask = {
  name: "reminder scheduler",
  start: async (db) => {
    active = startReminderScheduler(db, { onQueued: wakeOutbox });
  },
  stop: async () => {
    await active?.stop();
    active = undefined;
  },
};

/** Asks the scheduler to look for due reminders now (after a request was stored). */
export function wakeReminderScheduler(): void {
  active?.wake();
}
