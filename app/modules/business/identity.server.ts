import { site } from "~/content/site";
import { getEnv, type Env } from "~/lib/env.server";
import { getRenderEnv } from "~/lib/public-config.server";
import { formatAbn } from "~/lib/abn";
import type { BusinessIdentity } from "./identity";

type BusinessEnv = Pick<Env, "BUSINESS_NAME" | "BUSINESS_ABN" | "BUSINESS_ADDRESS" | "SUPPORT_EMAIL" | "MAIL_FROM"> & Partial<Pick<Env, "BUSINESS_GST_REGISTERED">>;

/** The configured business, or null on a demo installation (start-up refuses a partial set). */
export function businessIdentityFrom(env: BusinessEnv): BusinessIdentity | null {
  const { BUSINESS_NAME, BUSINESS_ABN, BUSINESS_ADDRESS, SUPPORT_EMAIL, MAIL_FROM } = env;
  if (!BUSINESS_NAME || !BUSINESS_ABN || !BUSINESS_ADDRESS || !SUPPORT_EMAIL || !MAIL_FROM) return null;
  return {
    name: BUSINESS_NAME,
    abn: formatAbn(BUSINESS_ABN),
    postalAddress: BUSINESS_ADDRESS,
    supportEmail: SUPPORT_EMAIL,
    gstRegistered: env.BUSINESS_GST_REGISTERED === "yes",
  };
}

/** Who runs the site, as configured for this page render (prerendered pages read .env at build time). */
export function businessIdentity(): BusinessIdentity | null {
  return businessIdentityFrom(getRenderEnv());
}

/**
 * The From of outgoing mail. A demo installation's sender says it is a demo, so a message written to
 * the outbox is never mistaken for one from a real business.
 */
export function mailSender(env: Pick<Env, "MAIL_FROM"> = getEnv()): string {
  return env.MAIL_FROM ?? `${site.name} demo installation <no-reply@localhost>`;
}

/**
 * Where contact messages and booking notices go. Without SUPPORT_EMAIL they still reach the local
 * outbox (the operator reads them there), addressed to a mailbox that cannot leave the machine.
 */
export function operatorInbox(env: Pick<Env, "SUPPORT_EMAIL"> = getEnv()): string {
  return env.SUPPORT_EMAIL ?? "operator@localhost";
}
