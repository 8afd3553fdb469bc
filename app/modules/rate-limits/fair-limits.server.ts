import crypto from "node:crypto";
import net from "node:net";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { getEnv, type Env } from "~/lib/env.server";
import { ipv6Groups } from "~/lib/http/client-address.server";
import { hitRateLimits, type RateLimit, type RateLimitResult } from "./rate-limit.server";

/** Every public form and public write the site answers without a sign-in. */
export type PublicEndpoint = "contact" | "booking" | "checkout" | "result-mail" | "reminder" | "template-resend" | "visitors";

const CLIENT_WINDOW_MS = 10 * 60_000;
const SHARED_WINDOW_MS = 60 * 60_000;
/** The shared allowance is split into this many buckets by provider network. */
export const SITE_BUCKETS = 16;
/**
 * How much wider than `PUBLIC_FORM_LIMIT_SITE` an endpoint's shared allowance is. Checkout and booking
 * mail nothing before a payment and Stripe guards its own pages, so they have a wider allowance of their
 * own; every visit is counted once per browser session, so the counter's is wider still.
 */
const SITE_SCALE: Record<PublicEndpoint, number> = { contact: 1, booking: 5, checkout: 5, "result-mail": 1, reminder: 1, "template-resend": 1, visitors: 20 };

/** The two settings the fair limits are made from (the environment's, unless a test passes its own). */
export type FairLimitSettings = Pick<Env, "PUBLIC_FORM_LIMIT_PER_CLIENT" | "PUBLIC_FORM_LIMIT_SITE">;

/** The first `bits` of an address, written as a prefix ("198.51.100.0/24", "2001:db8:1::/48"). */
function prefixOf(client: string, v4Bits: 16 | 24, v6Groups: 2 | 3): string {
  const address = client.replace(/\/\d+$/, "");
  if (net.isIPv4(address)) {
    const octets = address.split(".").slice(0, v4Bits / 8);
    return `${[...octets, ...Array.from({ length: 4 - octets.length }, () => "0")].join(".")}/${v4Bits}`;
  }
  if (net.isIPv6(address)) {
    const groups = ipv6Groups(address).slice(0, v6Groups).map((group) => group.toString(16));
    return `${groups.join(":")}::/${v6Groups * 16}`;
  }
  return "unknown";
}

/**
 * The network a client is in, for the per-network limit: an IPv4 /24 (one organisation's or hosting
 * customer's block) or an IPv6 /48 (what a site or customer is given).
 */
export function networkOf(client: string): string {
  return prefixOf(client, 24, 3);
}

/**
 * Which bucket of the shared allowance a client draws from: its provider's block (IPv4 /16, IPv6 /32),
 * hashed into one of `SITE_BUCKETS`. Clients of one provider share a bucket, so a group of clients
 * close together fills only its own.
 */
export function siteBucketOf(client: string): number {
  const digest = crypto.createHash("sha256").update(prefixOf(client, 16, 2)).digest();
  return (digest[0] ?? 0) % SITE_BUCKETS;
}

/**
 * The limits of one public endpoint, narrowest first (decision records 018 and 040), in sliding windows:
 * 1. per client (`PUBLIC_FORM_LIMIT_PER_CLIENT` per 10 minutes; a client is an IPv4 address or an IPv6
 *    /64, see `clientOf`);
 * 2. the endpoint's own rules (`specific`, e.g. per recipient);
 * 3. per network (IPv4 /24, IPv6 /48): a tenth of the shared allowance an hour, so many addresses of one
 *    network count as one party;
 * 4. the shared allowance (`PUBLIC_FORM_LIMIT_SITE` per hour, times the endpoint's scale), split into
 *    `SITE_BUCKETS` buckets by provider block, each holding a quarter of it: no one group of networks can
 *    use it up for everyone else, and at most four times the allowance can be spent an hour in all.
 * A hit refused by one rule is not counted by the rules after it.
 */
export function fairLimits(endpoint: PublicEndpoint, client: string, specific: RateLimit[] = [], env: FairLimitSettings = getEnv()): RateLimit[] {
  const shared = env.PUBLIC_FORM_LIMIT_SITE * SITE_SCALE[endpoint];
  return [
    { key: `${endpoint}:client:${client}`, limit: env.PUBLIC_FORM_LIMIT_PER_CLIENT, windowMs: CLIENT_WINDOW_MS },
    ...specific,
    { key: `${endpoint}:network:${networkOf(client)}`, limit: Math.max(env.PUBLIC_FORM_LIMIT_PER_CLIENT, Math.ceil(shared / 10)), windowMs: SHARED_WINDOW_MS },
    { key: `${endpoint}:site:${siteBucketOf(client)}`, limit: Math.ceil(shared / 4), windowMs: SHARED_WINDOW_MS },
  ];
}

/** Counts one post to a public endpoint against its fair limits. */
export function hitFairLimits(
  db: Kysely<Database>,
  endpoint: PublicEndpoint,
  client: string,
  options: { specific?: RateLimit[]; now?: Date; settings?: FairLimitSettings } = {},
): Promise<RateLimitResult> {
  return hitRateLimits(db, fairLimits(endpoint, client, options.specific, options.settings), options.now);
}

/** The headers of a 429: when to try again. */
export function retryAfterHeaders(result: RateLimitResult): Record<string, string> {
  return { "Retry-After": String(Math.max(1, result.retryAfterSeconds)) };
}
