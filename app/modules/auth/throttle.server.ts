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
  const key = normalize(input);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const pair = await db
    .selectFrom("auth_failures")
    .select("created_at")
    .where("username", "=", key.username)
    .where("address", "=", key.address)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(MAX_FAILURES_PER_PAIR)
    .execute();
  const address = await db
    .selectFrom("auth_failures")
    .select("created_at")
    .where("address", "=", key.address)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(MAX_FAILURES_PER_ADDRESS)
    .execute();
  const waits: number[] = [];
  if (pair.length >= MAX_FAILURES_PER_PAIR) waits.push(retryAfter((pair.at(-1) as { created_at: string }).created_at, now));
  if (address.length >= MAX_FAILURES_PER_ADDRESS) waits.push(retryAfter((address.at(-1) as { created_at: string }).created_at, now));
  return waits.length > 0 ? { locked: true, retryAfterSeconds: Math.max(...waits) } : { locked: false };
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
