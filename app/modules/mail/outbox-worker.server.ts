import { mailSender } from "~/modules/business/identity.server";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { startPollingLoop, type PollingLoop } from "~/lib/polling-loop";
import type { StartupTask } from "~/lib/startup-task";
import { deliverNow, processDueMail, type DeliveryOutcome, type ProcessOptions } from "./outbox.server";
import { pruneRateLimits } from "~/modules/rate-limits/rate-limit.server";
import { createMailTransport, type MailTransport } from "./transport.server";

/** Looks for due mail now and then; `wake` looks now instead of at the next poll. */
export type OutboxWorker = PollingLoop;

/**
 * Polls the outbox and sends what is due. Every process may run one: claiming is atomic in the
 * database, so workers share the queue without sending a message twice.
 */
export function startOutboxWorker(
  db: Kysely<Database>,
  transport: MailTransport,
  options: ProcessOptions & { pollIntervalMs?: number } = {},
): OutboxWorker {
  let lastPrune = 0;
  return startPollingLoop(
    "mail outbox",
    async () => {
      await processDueMail(db, transport, options);
      if (Date.now() - lastPrune > 60 * 60_000) {
        lastPrune = Date.now();
        await pruneRateLimits(db);
      }
    },
    options.pollIntervalMs ?? 2_000,
  );
}

let active: { db: Kysely<Database>; transport: MailTransport; worker: OutboxWorker } | undefined;

/** The process's outbox worker: started after migrations, stopped before the database closes. */
export const mailOutboxTask: StartupTask = {
  name: "mail outbox",
  start: async (db) => {
    const env = getEnv();
    const transport = createMailTransport({ smtpUrl: env.SMTP_URL, from: mailSender(env), outboxDir: path.join(env.DATA_DIR, "outbox") });
    active = { db, transport, worker: startOutboxWorker(db, transport) };
    logger.info({ transport: transport.kind }, "mail outbox worker started");
  },
  stop: async () => {
    if (!active) return;
    await active.worker.stop();
    active.transport.close();
    active = undefined;
  },
};

/** Sends a queued message now (used where the page reports the outcome); the worker retries if it fails. */
export async function deliverQueuedMail(id: string): Promise<DeliveryOutcome> {
  if (!active) throw new Error("The mail outbox starts with the app; it has not started.");
  return deliverNow(active.db, active.transport, id);
}

/** Asks the worker to look at the queue now (after a transaction that queued mail has committed). */
export function wakeOutbox(): void {
  active?.worker.wake();
}
