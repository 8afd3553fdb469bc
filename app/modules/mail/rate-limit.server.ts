import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";

export interface RateLimit {
  /** What is limited and for whom, e.g. `contact:address:203.0.113.9`. Stored hashed. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window and says whether it is within the limit. One atomic upsert in the
 * database, so the limit holds across every app process. Keys are hashed: no addresses are stored.
 */
export async function hitRateLimit(db: Kysely<Database>, rule: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const windowStartMs = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const windowStart = new Date(windowStartMs).toISOString();
  const key = crypto.createHash("sha256").update(rule.key).digest("hex");
  const row = await db
    .insertInto("mail_rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        // A new window starts the count again; expressions read the row as it was before the update.
        count: eb
          .case()
          .when("mail_rate_limits.window_start", "=", eb.ref("excluded.window_start"))
          .then(eb("mail_rate_limits.count", "+", 1))
          .else(1)
          .end(),
        window_start: eb.ref("excluded.window_start"),
      })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return {
    allowed: row.count <= rule.limit,
    retryAfterSeconds: Math.ceil((windowStartMs + rule.windowMs - now.getTime()) / 1000),
  };
}

/**
 * Checks several limits in order and stops at the first one exceeded: the rules after it are not counted.
 * List the narrow rules (per client) first and the site-wide one last, so a client refused by its own
 * limit adds nothing to the count everyone shares and cannot use it up for the others.
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

/** The wording shown when a limit is reached (the spec lists 'Too Many Requests' as a mail status). */
export const TOO_MANY_REQUESTS = {
  title: "Too Many Requests",
  message: "Please wait a few minutes before trying again.",
} as const;
