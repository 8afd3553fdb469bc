import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { verifyCredentials, type AdminAccount } from "./admin-users.server";
import { createSession, endSession, purgeExpiredSessions, resolveSession } from "./session.server";
import { checkThrottle, clearFailures, recordFailure } from "./throttle.server";
import { verifyAdminTotp } from "./totp.server";

export type SignInResult =
  | { outcome: "signed-in"; token: string; user: AdminAccount }
  /** The password was right; `token` is a short-lived session that only admits the authenticator code. */
  | { outcome: "second-factor"; token: string }
  | { outcome: "invalid" }
  | { outcome: "locked"; retryAfterSeconds: number }
  /** The code step was reached without a live pending session (expired or never started). */
  | { outcome: "expired" };

interface PasswordAttempt {
  username: string;
  password: string;
  address: string;
  now?: Date;
}

/**
 * Checks a username and password. Locked-out pairs are refused before the password is looked at;
 * each failure is counted. A fresh session id is issued on every success (no fixation).
 */
export async function signInWithPassword(db: Kysely<Database>, attempt: PasswordAttempt): Promise<SignInResult> {
  const now = attempt.now ?? new Date();
  const key = { username: attempt.username, address: attempt.address };
  const throttle = await checkThrottle(db, key, now);
  if (throttle.locked) return { outcome: "locked", retryAfterSeconds: throttle.retryAfterSeconds };

  const user = await verifyCredentials(db, attempt.username, attempt.password);
  if (!user) {
    await recordFailure(db, key, now);
    return { outcome: "invalid" };
  }
  await purgeExpiredSessions(db, now);
  if (user.totpEnabled) {
    return { outcome: "second-factor", token: await createSession(db, user.id, { secondFactorPending: true, now }) };
  }
  await clearFailures(db, key);
  return { outcome: "signed-in", token: await createSession(db, user.id, { now }), user };
}

interface CodeAttempt {
  pendingToken: string | undefined;
  code: string;
  address: string;
  now?: Date;
}

/** Second step: the authenticator code for a pending session. Success replaces it with a full session. */
export async function completeSecondFactor(db: Kysely<Database>, attempt: CodeAttempt): Promise<SignInResult> {
  const now = attempt.now ?? new Date();
  const pending = attempt.pendingToken ? await resolveSession(db, attempt.pendingToken, now) : undefined;
  if (!pending || !pending.secondFactorPending || !attempt.pendingToken) return { outcome: "expired" };

  const key = { username: pending.user.username, address: attempt.address };
  const throttle = await checkThrottle(db, key, now);
  if (throttle.locked) return { outcome: "locked", retryAfterSeconds: throttle.retryAfterSeconds };

  if (!(await verifyAdminTotp(db, pending.user.id, attempt.code, now))) {
    await recordFailure(db, key, now);
    return { outcome: "invalid" };
  }
  await endSession(db, attempt.pendingToken);
  await clearFailures(db, key);
  return { outcome: "signed-in", token: await createSession(db, pending.user.id, { now }), user: pending.user };
}
