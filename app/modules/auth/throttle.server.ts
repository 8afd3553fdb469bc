import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one username from one address within the window before that pair is locked out. */
export const MAX_FAILURES_PER_PAIR = 5;
/** Failures from one address across all usernames (password spraying) before the address is locked out. */
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface ThrottleKey {
  username: string;
  address: string;
}

export type ThrottleState = { locked: false } | { locked: true; retryAfterSeconds: number };

function normalize(key: ThrottleKey): ThrottleKey {
  return { username: key.username.trim().toLowerCase().slice(0, 64), address: key.address.slice(0, 64) };
}

function retryAfter(oldestCountedFailure: string, now: Date): number {
  const unlockAt = new Date(oldestCountedFailure).getTime() + THROTTLE_WINDOW_MS;
  return Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000));
}

/**
 * Whether sign-in attempts for this username from this address are refused right now.
 * A lock lifts by itself once the counted failures fall out of the 15-minute window.
 */
export async function checkThrottle(db: Kysely<Database>, input: ThrottleKey, now = new Date()): Promise<ThrottleState> {
  return lockState(db, normalize(input), now, 0);
}

/** `own` is how many of the counted rows belong to the attempt being decided (it may take the last place). */
async function lockState(db: Kysely<Database>, key: ThrottleKey, now: Date, own: 0 | 1): Promise<ThrottleState> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const pair = await db
    .selectFrom("auth_failures")
    .select("created_at")
    .where("username", "=", key.username)
    .where("address", "=", key.address)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(MAX_FAILURES_PER_PAIR + own)
    .execute();
  const address = await db
    .selectFrom("auth_failures")
    .select("created_at")
    .where("address", "=", key.address)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(MAX_FAILURES_PER_ADDRESS + own)
    .execute();
  const waits: number[] = [];
  if (pair.length >= MAX_FAILURES_PER_PAIR + own) waits.push(retryAfter((pair.at(-1) as { created_at: string }).created_at, now));
  if (address.length >= MAX_FAILURES_PER_ADDRESS + own) waits.push(retryAfter((address.at(-1) as { created_at: string }).created_at, now));
  return waits.length > 0 ? { locked: true, retryAfterSeconds: Math.max(...waits) } : { locked: false };
}

export type Reservation = { locked: false; attemptId: string } | { locked: true; retryAfterSeconds: number };

/**
 * Counts an attempt before its password or code is checked, so a burst of concurrent guesses cannot all
 * pass a check made before any of them failed. The attempt is written first and then the window is
 * counted with it; over the limit it is taken back again (a refused attempt does not lengthen the lock)
 * and the answer is "locked". A successful attempt is cleared with `clearFailures`.
 */
export async function reserveAttempt(db: Kysely<Database>, input: ThrottleKey, now = new Date()): Promise<Reservation> {
  const key = normalize(input);
  const attemptId = crypto.randomUUID();
  await db.insertInto("auth_failures").values({ id: attemptId, username: key.username, address: key.address, created_at: now.toISOString() }).execute();
  const state = await lockState(db, key, now, 1);
  if (!state.locked) return { locked: false, attemptId };
  await forgetAttempt(db, attemptId);
  return state;
}

/** Takes back a reserved attempt whose credentials were never checked (the hashing queue was full). */
export async function forgetAttempt(db: Kysely<Database>, attemptId: string): Promise<void> {
  await db.deleteFrom("auth_failures").where("id", "=", attemptId).execute();
}

/** Counts one failed attempt and drops records that have left the window. */
export async function recordFailure(db: Kysely<Database>, input: ThrottleKey, now = new Date()): Promise<void> {
  const key = normalize(input);
  await db
    .insertInto("auth_failures")
    .values({ id: crypto.randomUUID(), username: key.username, address: key.address, created_at: now.toISOString() })
    .execute();
  await db
    .deleteFrom("auth_failures")
    .where("created_at", "<=", new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString())
    .execute();
}

/** Forgets the failures of a pair after it signs in successfully. */
export async function clearFailures(db: Kysely<Database>, input: ThrottleKey): Promise<void> {
  const key = normalize(input);
  await db.deleteFrom("auth_failures").where("username", "=", key.username).where("address", "=", key.address).execute();
}

/** The lock-out message shown to the visitor. */
export function lockedOutMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before trying again.`;
}
