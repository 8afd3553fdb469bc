import { getEnv } from "~/lib/env.server";
import type { MailFrame } from "./messages/layout";

/** The site as every message presents it: address, support mailbox, year. */
export function siteMailFrame(now = new Date()): MailFrame {
  const env = getEnv();
  return { siteUrl: env.PUBLIC_URL, supportEmail: env.SUPPORT_EMAIL, year: now.getUTCFullYear() };
}
