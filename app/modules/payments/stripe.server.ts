import Stripe from "stripe";
import { site } from "~/content/site";
import { getEnv } from "~/lib/env.server";

/**
 * The Stripe API version the site is written against. Pinned, so a change of the account's default
 * version on Stripe's side cannot change the shape of the answers; `satisfies` keeps it equal to the
 * version the installed SDK's types describe.
 */
export const STRIPE_API_VERSION = "2025-11-17.clover" satisfies Stripe.LatestApiVersion;

/** Host, port and protocol for the SDK from a base URL such as http://127.0.0.1:12111 (tests' local fake). */
export function apiBaseOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: site.name },
    ...apiBaseOptions(apiBase),
  });
}

let client: Stripe | undefined;

/** The configured Stripe client, or null when no secret key is set (the site then runs the demo checkout). */
export function getStripe(): Stripe | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  client ??= createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE);
  return client;
}
