import type { Kysely } from "kysely";
import { ConcurrencyGate, QueueFullError } from "~/lib/bounded-queue";
import type { Database } from "~/lib/db-schema";
import { normalizeUsername, verifyCredentials, type AdminAccount } from "./admin-users.server";
import { deviceFor, type KnownDevice } from "./known-device.server";
import { createSession, endSession, purgeExpiredSessions, resolveSession } from "./session.server";
import { clearFailures, forgetAttempt, reserveAttempt, type ThrottleKey } from "./throttle.server";
import { verifyAdminTotp } from "./totp.server";

export type SignInResult =
  | { outcome: "signed-in"; token: string; user: AdminAccount }
  /** The password was right; `token` is a short-lived session that only admits the authenticator code. */
  | { outcome: "second-factor"; token: string }
  | { outcome: "invalid" }
  | { outcome: "locked"; retryAfterSeconds: number }
  /** Too many attempts in flight for this client or username, or the hashing queue is full: try again shortly. */
  | { outcome: "busy"; retryAfterSeconds: number }
  /** The code step was reached without a live pending session (expired or never started). */
  | { outcome: "expired" };

/** Attempts checked at the same time per client (address or known device) and per username; more get 429. */
export const ATTEMPTS_AT_ONCE = 2;
const inFlight = new ConcurrencyGate(ATTEMPTS_AT_ONCE);
const BUSY: SignInResult = { outcome: "busy", retryAfterSeconds: 1 };

interface Client {
  address: string;
  /** The browser's known-device cookie, when it carries a valid one (decision record 017). */
  device?: KnownDevice;
  now?: Date;
}

/**
 * Whose failures an attempt counts against: a known device of this username has a count of its own, so
 * other people failing from the same address (an office, a carrier's NAT, an attacker) cannot lock it out.
 */
function throttleKey(username: string, client: Client): ThrottleKey {
  const device = deviceFor(client.device, username);
  return { username, address: device ? `device:${device.id}` : client.address };
}

/**
 * One attempt at most `ATTEMPTS_AT_ONCE` per client and per username at a time, counted before the slow
 * check runs (a burst cannot pass a check made before any of it failed). `check` answers whether the
 * credentials were right; a full hashing queue takes the attempt back and answers "busy".
 */
async function countedAttempt<T extends SignInResult>(
  db: Kysely<Database>,
  key: ThrottleKey,
  now: Date,
  check: (attemptId: string) => Promise<T | "invalid">,
): Promise<SignInResult> {
  const release = inFlight.enter([`client:${key.address}`, `user:${normalizeUsername(key.username)}`]);
  if (!release) return BUSY;
  try {
    const reservation = await reserveAttempt(db, key, now);
    if (reservation.locked) return { outcome: "locked", retryAfterSeconds: reservation.retryAfterSeconds };
    try {
      const result = await check(reservation.attemptId);
      return result === "invalid" ? { outcome: "invalid" } : result;
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      await forgetAttempt(db, reservation.attemptId);
      return { outcome: "busy", retryAfterSeconds: error.retryAfterSeconds };
    }
  } finally {
    release();
  }
}

/**
 * Checks a username and password. Locked-out pairs are refused before the password is looked at; each
 * attempt is counted before the hash and stays counted when it fails. A fresh session id is issued on
 * every success (no fixation).
 */
export async function signInWithPassword(
  db: Kysely<Database>,
  attempt: Client & { username: string; password: string },
): Promise<SignInResult> {
  const now = attempt.now ?? new Date();
  const key = throttleKey(attempt.username, attempt);
  return countedAttempt(db, key, now, async (attemptId) => {
    const user = await verifyCredentials(db, attempt.username, attempt.password);
    if (!user) return "invalid";
    // The right password is not a failure; the pair's count is cleared only once the whole sign-in succeeds.
    await forgetAttempt(db, attemptId);
    await purgeExpiredSessions(db, now);
    if (user.totpEnabled) {
      return { outcome: "second-factor", token: await createSession(db, user.id, { secondFactorPending: true, now }) };
    }
    await clearFailures(db, key);
    return { outcome: "signed-in", token: await createSession(db, user.id, { now }), user };
  });
}

/** Second step: the authenticator code for a pending session. Success replaces it with a full session. */
export async function completeSecondFactor(
  db: Kysely<Database>,
  attempt: Client & { pendingToken: string | undefined; code: string },
): Promise<SignInResult> {
  const now = attempt.now ?? new Date();
  const pending = attempt.pendingToken ? await resolveSession(db, attempt.pendingToken, now) : undefined;
  if (!pending || !pending.secondFactorPending || !attempt.pendingToken) return { outcome: "expired" };
  const pendingToken = attempt.pendingToken;

  const key = throttleKey(pending.user.username, attempt);
  return countedAttempt(db, key, now, async () => {
    if (!(await verifyAdminTotp(db, pending.user.id, attempt.code, now))) return "invalid";
    await endSession(db, pendingToken);
    await clearFailures(db, key);
    return { outcome: "signed-in", token: await createSession(db, pending.user.id, { now }), user: pending.user };
  });
}
