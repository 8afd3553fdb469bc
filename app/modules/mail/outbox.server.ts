import crypto from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, MailOutboxTable } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { runDeliveredHook } from "./delivered-hooks.server";
import type { MailAttachment, MailSubject, OutgoingMail } from "./mail-types";
import { isOneMailbox, RecipientError } from "./single-recipient.server";
import { describeSendFailure, isPermanentSendFailure } from "./send-failure";
import type { MailTransport } from "./transport.server";

type Executor = Kysely<Database> | Transaction<Database>;
type OutboxRow = Selectable<MailOutboxTable>;

export interface RetryPolicy {
  /** How long a claimed message belongs to one worker before another may take it over (crash recovery). */
  leaseMs: number;
  /** Delay after the first failed attempt; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts the message is marked failed and kept for the operator. */
  maxAttempts: number;
}

/** Retries for about a day and a half: 30 s, 1, 2, 4 … minutes, then hourly. */
export const defaultRetryPolicy: RetryPolicy = {
  leaseMs: 5 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 40,
};

export interface EnqueueOptions {
  /** A message with a key already queued is not queued again (for example one template per order). */
  dedupeKey?: string;
  /** Erase the address, bodies and attachments once the message is sent or has failed for good. */
  eraseAfterSending?: boolean;
  /** What the message is for: once it has been sent, its purpose's delivered hook is called with `subjectRef`. */
  subject?: MailSubject;
  now?: Date;
}

/**
 * Queues a message. Pass the transaction that records the event the mail is about, so the row and
 * the mail commit together: either both happen or neither does.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail, options: EnqueueOptions = {}): Promise<{ id: string; created: boolean }> {
  if (!isOneMailbox(mail.to)) throw new RecipientError("recipient");
  if (mail.replyTo && !isOneMailbox(mail.replyTo)) throw new RecipientError("Reply-To");
  const now = (options.now ?? new Date()).toISOString();
  const id = crypto.randomUUID();
  const inserted = await db
    .insertInto("mail_outbox")
    .values({
      id,
      dedupe_key: options.dedupeKey ?? null,
      purpose: options.subject?.purpose ?? null,
      subject_ref: options.subject?.subjectRef ?? null,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
      status: "pending",
      next_attempt_at: now,
      created_at: now,
      erase_after_sending: options.eraseAfterSending ? 1 : 0,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("dedupe_key", "=", options.dedupeKey ?? "")
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Exponential back-off with a little jitter, so several processes do not retry in lockstep. */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(policy.maxDelayMs, exponential) * (1 + random() * 0.1));
}

/**
 * Takes one message for sending. A single conditional update: on either engine only one process can
 * move a row from due to 'sending', so no message is handed to two senders. A 'sending' row whose lease
 * ran out (its worker died) is due again.
 */
async function claim(db: Kysely<Database>, id: string, now: Date, policy: RetryPolicy): Promise<OutboxRow | undefined> {
  const nowIso = now.toISOString();
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      locked_until: new Date(now.getTime() + policy.leaseMs).toISOString(),
    }))
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", nowIso)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export type AttemptResult = { status: "sent" } | { status: "retrying" | "failed"; error: string };

/** What a finished private message keeps: its status and timestamps, no address and no content. */
const erased = { to_address: "", reply_to: null, subject: "(erased after sending)", text_body: "", html_body: "", attachments: null, headers: null } as const;

/** Sends a claimed message and records the outcome. */
async function attempt(db: Kysely<Database>, transport: MailTransport, row: OutboxRow, policy: RetryPolicy, now: () => Date): Promise<AttemptResult> {
  try {
    await transport.send({
      id: row.id,
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : undefined,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
    });
  } catch (error) {
    const description = describeSendFailure(error);
    const giveUp = isPermanentSendFailure(error) || row.attempts >= policy.maxAttempts;
    const next = new Date(now().getTime() + retryDelayMs(row.attempts, policy));
    await db
      .updateTable("mail_outbox")
      .set({
        status: giveUp ? "failed" : "pending",
        next_attempt_at: next.toISOString(),
        locked_until: null,
        last_error: description,
        ...(giveUp && row.erase_after_sending ? erased : {}),
      })
      .where("id", "=", row.id)
      .where("status", "=", "sending")
      .execute();
    // The server's own words can quote the recipient's address, so only codes are logged.
    const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
    logger.warn(
      { mailId: row.id, attempts: row.attempts, problem: description, code, responseCode, giveUp },
      giveUp ? "mail delivery failed for good" : "mail delivery failed; will retry",
    );
    return { status: giveUp ? "failed" : "retrying", error: description };
  }
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: now().toISOString(), locked_until: null, last_error: null, ...(row.erase_after_sending ? erased : {}) })
    .where("id", "=", row.id)
    .execute();
  // Only once 'sent' is committed: of two workers sending a booking's two confirmations at once, the
  // later one's hook then sees both.
  await runDeliveredHook(db, row, now());
  return { status: "sent" };
}

export interface ProcessOptions {
  policy?: RetryPolicy;
  now?: () => Date;
  /** Most messages to take in one pass. */
  batchSize?: number;
}

/** One pass over the due messages: each is claimed, then sent or rescheduled. Returns what happened. */
export async function processDueMail(db: Kysely<Database>, transport: MailTransport, options: ProcessOptions = {}): Promise<AttemptResult[]> {
  const policy = options.policy ?? defaultRetryPolicy;
  const now = options.now ?? (() => new Date());
  const nowIso = now().toISOString();
  const due = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", nowIso)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(options.batchSize ?? 20)
    .execute();
  const results: AttemptResult[] = [];
  for (const { id } of due) {
    const row = await claim(db, id, now(), policy);
    if (row) results.push(await attempt(db, transport, row, policy, now));
  }
  return results;
}

export type DeliveryOutcome = { status: "sent" } | { status: "queued"; error?: string } | { status: "failed"; error: string };

/**
 * Tries to send one queued message right away, for pages that tell the visitor whether it went out.
 * If another process is already sending it, waits for that outcome up to `timeoutMs`. A message that
 * could not be sent stays queued and is retried by the worker.
 */
export async function deliverNow(
  db: Kysely<Database>,
  transport: MailTransport,
  id: string,
  options: ProcessOptions & { timeoutMs?: number } = {},
): Promise<DeliveryOutcome> {
  const policy = options.policy ?? defaultRetryPolicy;
  const now = options.now ?? (() => new Date());
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const row = await claim(db, id, now(), policy);
    if (row) {
      const result = await attempt(db, transport, row, policy, now);
      if (result.status === "sent") return result;
      return result.status === "failed" ? { status: "failed", error: result.error } : { status: "queued", error: result.error };
    }
    const current = await db.selectFrom("mail_outbox").select(["status", "last_error"]).where("id", "=", id).executeTakeFirst();
    if (!current) throw new Error(`No queued mail ${id}`);
    if (current.status === "sent") return { status: "sent" };
    if (current.status === "failed") return { status: "failed", error: current.last_error ?? "Unknown Error" };
    if (current.status === "pending") return { status: "queued", error: current.last_error ?? undefined };
    if (Date.now() > deadline) return { status: "queued" };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
