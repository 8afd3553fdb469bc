import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { isMailPurpose, type MailPurpose } from "./mail-types";

type Executor = Kysely<Database> | Transaction<Database>;

/** Called once the mail server accepted a message of its purpose; `subjectRef` is what the sender queued it for. */
export type DeliveredHook = (db: Executor, subjectRef: string, now: Date) => Promise<void>;

const hooks = new Map<MailPurpose, DeliveredHook>();

/**
 * The module owning a purpose registers what happens when such a message has left. The outbox knows only
 * this interface, so it never depends on the modules that queue mail. Registering again replaces the hook.
 */
export function onMailDelivered(purpose: MailPurpose, hook: DeliveredHook): void {
  hooks.set(purpose, hook);
}

/** Runs the hook of a sent message's purpose; a message without a purpose needs nothing more. */
export async function runDeliveredHook(db: Executor, subject: { purpose: string | null; subject_ref: string | null }, now: Date): Promise<void> {
  if (!subject.subject_ref || !subject.purpose) return;
  const hook = isMailPurpose(subject.purpose) ? hooks.get(subject.purpose) : undefined;
  if (!hook) {
    // Its owner has not registered yet (a process that only sends mail): the next sent message of the
    // same record, or the owner's own check, settles it; nothing is lost by not guessing here.
    logger.warn({ purpose: subject.purpose }, "sent mail has a purpose without a delivered hook");
    return;
  }
  await hook(db, subject.subject_ref, now);
}
