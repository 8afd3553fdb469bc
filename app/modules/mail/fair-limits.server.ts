import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { hitRateLimits, type RateLimit, type RateLimitResult } from "./rate-limit.server";

/** Every public form and public write the site answers without a sign-in. */
export type PublicEndpoint = "contact" | "booking" | "checkout" | "result-mail" | "template-resend" | "visitors";

const CLIENT_WINDOW_MS = 10 * 60_000;
const SITE_WINDOW_MS = 60 * 60_000;
/** Every visit is counted once per browser session, so the counter's site-wide limit is wider. */
const SITE_SCALE: Record<PublicEndpoint, number> = { contact: 1, booking: 1, checkout: 1, "result-mail": 1, "template-resend": 1, visitors: 20 };

/**
 * The limits of one public endpoint, narrowest first (decision record 018): per client
 * (`PUBLIC_FORM_LIMIT_PER_CLIENT` per 10 minutes, the client being `clientAddress(context)`, with or without
 * a proxy), then the endpoint's own rules (`specific`, e.g. per recipient), then the site-wide limit
 * (`PUBLIC_FORM_LIMIT_SITE` per hour). A client refused by its own limit is not counted further, so alone it
 * adds at most six windows' worth an hour to the shared count, which the configuration keeps below it.
 */
export function fairLimits(endpoint: PublicEndpoint, client: string, specific: RateLimit[] = []): RateLimit[] {
  const env = getEnv();
  return [
    { key: `${endpoint}:client:${client}`, limit: env.PUBLIC_FORM_LIMIT_PER_CLIENT, windowMs: CLIENT_WINDOW_MS },
    ...specific,
    { key: `${endpoint}:all`, limit: env.PUBLIC_FORM_LIMIT_SITE * SITE_SCALE[endpoint], windowMs: SITE_WINDOW_MS },
  ];
}

/** Counts one post to a public endpoint against its fair limits. */
export function hitFairLimits(
  db: Kysely<Database>,
  endpoint: PublicEndpoint,
  client: string,
  options: { specific?: RateLimit[]; now?: Date } = {},
): Promise<RateLimitResult> {
  return hitRateLimits(db, fairLimits(endpoint, client, options.specific), options.now);
}

/** The headers of a 429: when to try again. */
export function retryAfterHeaders(result: RateLimitResult): Record<string, string> {
  return { "Retry-After": String(Math.max(1, result.retryAfterSeconds)) };
}
