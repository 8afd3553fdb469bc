import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";

export interface RateLimit {
  /** What is limited and for whom, e.g. `contact:client:203.0.113.9`. Stored hashed. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until one more hit would be allowed. */
  retryAfterSeconds: number;
}

/**
 * The sliding-window estimate (decision record 040): the hits of the current window plus the previous
 * window's hits weighted by how much of that window still lies within the last `windowMs`. A burst is
 * forgotten gradually instead of all at once at a clock boundary, and it cannot be doubled by posting
 * just before and just after one.
 */
export function slidingCount(previous: number, current: number, elapsedFraction: number): number {
  return previous * (1 - elapsedFraction) + current;
}

/** How long until one more hit fits under the limit, as the estimate decays. */
export function waitUntilAllowed(previous: number, current: number, limit: number, windowMs: number, elapsedMs: number): number {
  const room = limit - 1 - current;
  // Within the current window, once the previous window's weight has fallen far enough.
  if (room >= 0) return previous === 0 ? 0 : Math.max(0, windowMs * (1 - room / previous) - elapsedMs);
  // Otherwise in the next window, once this window's count (then the previous one) has faded enough.
  return windowMs - elapsedMs + Math.max(0, windowMs * (1 - (limit - 1) / current));
}

/**
 * Counts one hit in a sliding window and says whether it is within the limit. One atomic upsert in the
 * database (the row keeps this window's count and the previous window's), so the limit holds across every
 * app process. Keys are hashed: no addresses are stored. A refused hit counts too, so a client that keeps
 * posting stays refused.
 */
export async function hitRateLimit(db: Kysely<Database>, rule: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const windowStartMs = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const windowStart = new Date(windowStartMs).toISOString();
  const previousStart = new Date(windowStartMs - rule.windowMs).toISOString();
  const key = crypto.createHash("sha256").update(rule.key).digest("hex");
  const row = await db
    .insertInto("mail_rate_limits")
    .values({ key, window_start: windowStart, count: 1, previous_count: 0 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => {
        // Expressions read the row as it was before the update.
        const sameWindow = eb("mail_rate_limits.window_start", "=", eb.ref("excluded.window_start"));
        return {
          count: eb.case().when(sameWindow).then(eb("mail_rate_limits.count", "+", 1)).else(1).end(),
          previous_count: eb
            .case()
            .when(sameWindow)
            .then(eb.ref("mail_rate_limits.previous_count"))
            // The row's window just ended: its count becomes the previous window's.
            .when("mail_rate_limits.window_start", "=", previousStart)
            .then(eb.ref("mail_rate_limits.count"))
            .else(0)
            .end(),
          window_start: eb.ref("excluded.window_start"),
        };
      }),
    )
    .returning(["count", "previous_count"])
    .executeTakeFirstOrThrow();
  const elapsedMs = now.getTime() - windowStartMs;
  const estimate = slidingCount(row.previous_count, row.count, elapsedMs / rule.windowMs);
  const allowed = estimate <= rule.limit;
  const waitMs = allowed ? 0 : waitUntilAllowed(row.previous_count, row.count, rule.limit, rule.windowMs, elapsedMs);
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Checks several limits in order and stops at the first one exceeded: the rules after it are not counted.
 * List the narrow rules (per client) first and the shared ones last, so a client refused by its own
 * limit adds nothing to the counts others share.
 */
export async function hitRateLimits(db: Kysely<Database>, rules: RateLimit[], now = new Date()): Promise<RateLimitResult> {
  for (const rule of rules) {
    const hit = await hitRateLimit(db, rule, now);
    if (!hit.allowed) return hit;
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Drops counters whose window ended more than a day ago. */
export async function pruneRateLimits(db: Kysely<Database>, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  await db.deleteFrom("mail_rate_limits").where("window_start", "<", cutoff).execute();
}

/** The wording shown when a limit is reached ('Too Many Requests' is also one of the statuses the mail forms show). */
export const TOO_MANY_REQUESTS = {
  title: "Too Many Requests",
  message: "Please wait a few minutes before trying again.",
} as const;
