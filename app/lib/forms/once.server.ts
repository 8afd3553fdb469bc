import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db-schema";

/** The reserved field that carries a form's one-time token (decision record 015 reserves `_` names). */
export const SUBMISSION_TOKEN_FIELD = "_submission";
const TOKEN = /^[A-Za-z0-9-]{16,64}$/;
const KEEP_MS = 24 * 60 * 60_000;

type Executor = Kysely<Database> | Transaction<Database>;

/** A fresh token for a form's hidden `_submission` field. */
export function newSubmissionToken(): string {
  return crypto.randomUUID();
}

/** The posted token, when it looks like one of ours; a post without one is handled as before (no replay). */
export function submissionToken(formData: FormData): string | undefined {
  const value = formData.get(SUBMISSION_TOKEN_FIELD);
  return typeof value === "string" && TOKEN.test(value) ? value : undefined;
}

function keyOf(form: string, token: string): string {
  return crypto.createHash("sha256").update(`${form}:${token}`).digest("hex");
}

/** The answer already given to this form post, if it was made before. */
export async function priorReply<T>(db: Executor, form: string, token: string | undefined): Promise<T | undefined> {
  if (!token) return undefined;
  const row = await db.selectFrom("form_submissions").select("reply").where("key", "=", keyOf(form, token)).executeTakeFirst();
  return row ? (JSON.parse(row.reply) as T) : undefined;
}

/**
 * Records the answer to a form post in the transaction that stores its effect. False when the same post
 * was recorded first by a concurrent request: the caller then rolls back and answers with `priorReply`.
 */
export async function recordReply(trx: Executor, form: string, token: string | undefined, reply: unknown, now = new Date()): Promise<boolean> {
  if (!token) return true;
  await trx.deleteFrom("form_submissions").where("created_at", "<", new Date(now.getTime() - KEEP_MS).toISOString()).execute();
  const inserted = await trx
    .insertInto("form_submissions")
    .values({ key: keyOf(form, token), reply: JSON.stringify(reply), created_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return inserted !== undefined;
}
