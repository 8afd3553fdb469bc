import { getEnv } from "~/lib/env.server";
import { businessIdentityFrom } from "~/modules/business/identity.server";
import type { MailFrame } from "./messages/layout";

/** The site as every message presents it: address, who runs it, year. */
export function siteMailFrame(now = new Date()): MailFrame {
  const env = getEnv();
  return { siteUrl: env.PUBLIC_URL, business: businessIdentityFrom(env), year: now.getUTCFullYear() };
}
