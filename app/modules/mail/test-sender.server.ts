import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/lib/db-schema";
import { emailAddress } from "~/lib/forms/fields";
import { siteMailFrame } from "./frame.server";
import { buildTestEmail } from "./messages/test-email";
import { enqueueMail } from "./outbox.server";
import { hitRateLimit, TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { EMAIL_SENDING_FAILED, type DeliverQueued, type SendResult } from "./send-result";

/** The Test Email Sender's form: one recipient. */
export const testSenderSchema = z.object({
  recipient: emailAddress({ required: "Please enter a recipient email address.", invalid: "Please enter a valid email address." }),
});

/**
 * The Test Email Sender: one message to one (checked) address, sent right away so the administrator
 * sees whether mail works. Limited per administrator, so even a stolen session cannot make it a relay.
 */
export async function sendTestEmail(
  deps: { db: Kysely<Database>; deliver: DeliverQueued; now?: Date },
  input: { recipient: string; adminId: string },
): Promise<SendResult> {
  const now = deps.now ?? new Date();
  const limit = await hitRateLimit(deps.db, { key: `test-sender:${input.adminId}`, limit: 20, windowMs: 60 * 60_000 }, now);
  if (!limit.allowed) return { ok: false, ...TOO_MANY_REQUESTS };

  const { id } = await enqueueMail(deps.db, { to: input.recipient, ...buildTestEmail(siteMailFrame(now), now) }, { now });
  const outcome = await deps.deliver(id);
  if (outcome.status === "sent") return { ok: true, title: "Test Email Sent!", message: `A test email was sent to ${input.recipient}.` };
  return {
    ok: false,
    title: EMAIL_SENDING_FAILED,
    message: `Could not send the email. Error: ${outcome.error ?? "Unknown Error"}. Please check your mail server configuration (SMTP_URL) or contact support.`,
  };
}
