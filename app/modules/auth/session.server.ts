import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import type { AdminAccount } from "./admin-users.server";

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Time allowed between a right password and the authenticator code. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** 256 random bits, base64url: the value of the session cookie. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Only this hash is stored: a copy of the table cannot be turned back into working cookies. */
export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export interface ResolvedSession {
  user: AdminAccount;
  secondFactorPending: boolean;
  createdAt: string;
}

/** Stores a new session and returns its token (the cookie value). */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  options: { secondFactorPending?: boolean; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = newSessionToken();
  const lifetime = options.secondFactorPending ? SECOND_FACTOR_WINDOW_MS : SESSION_ABSOLUTE_MS;
  await db
    .insertInto("admin_sessions")
    .values({
      id: hashSessionToken(token),
      user_id: userId,
      second_factor_pending: options.secondFactorPending ? 1 : 0,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The live session behind a token, or undefined when it is unknown, idle too long or past its
 * absolute end (an expired row is deleted on sight). Refreshes the idle clock.
 */
export async function resolveSession(db: Kysely<Database>, token: string, now = new Date()): Promise<ResolvedSession | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const id = hashSessionToken(token);
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
    .select([
      "admin_sessions.second_factor_pending",
      "admin_sessions.created_at",
      "admin_sessions.last_seen_at",
      "admin_sessions.expires_at",
      "admin_users.id as user_id",
      "admin_users.username",
      "admin_users.totp_enabled",
    ])
    .where("admin_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const idleEnd = new Date(row.last_seen_at).getTime() + SESSION_IDLE_MS;
  if (now.getTime() >= new Date(row.expires_at).getTime() || now.getTime() >= idleEnd) {
    await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
    return undefined;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
    await db.updateTable("admin_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return {
    user: { id: row.user_id, username: row.username, totpEnabled: row.totp_enabled === 1 },
    secondFactorPending: row.second_factor_pending === 1,
    createdAt: row.created_at,
  };
}

/** Ends one session (logout). */
export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await db.deleteFrom("admin_sessions").where("id", "=", hashSessionToken(token)).execute();
}

/** Ends every session of an administrator (password reset, second factor changes). */
export async function endAllSessionsOf(db: Kysely<Database>, userId: string, exceptToken?: string): Promise<void> {
  let query = db.deleteFrom("admin_sessions").where("user_id", "=", userId);
  if (exceptToken) query = query.where("id", "!=", hashSessionToken(exceptToken));
  await query.execute();
}

/** Deletes sessions past either end; run now and then so the table stays small. */
export async function purgeExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom("admin_sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_seen_at", "<=", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .execute();
}
