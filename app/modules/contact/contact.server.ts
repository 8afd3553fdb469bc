import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { priorReply, recordReply } from "~/lib/forms/once.server";
import { logger } from "~/lib/logger.server";
import { operatorInbox } from "~/modules/business/identity.server";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { buildContactNotice } from "~/modules/mail/messages/contact-notice";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
import { hitFairLimits } from "~/modules/rate-limits/fair-limits.server";
import { recipientLimit } from "~/modules/rate-limits/recipient";
import type { ContactInput } from "./contact-schema";

export type ContactResult = { status: "sent"; name: string } | { status: "rate-limited"; retryAfterSeconds: number };

const HOUR = 60 * 60_000;

/**
 * A contact-form message (checked with `contactSchema`): stored for the admin inbox and queued for
 * the support mailbox in one transaction, so a stored message is always e-mailed and the other way round.
 */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactInput,
  meta: { clientAddress: string; submissionToken?: string; now?: Date },
): Promise<ContactResult> {
  if (input.website) {
    logger.info("contact form: hidden field filled in; message dropped as spam");
    return { status: "sent", name: input.name };
  }
  const now = meta.now ?? new Date();
  // The same post again (its answer was lost, or a double click): the first answer, nothing stored twice.
  const prior = await priorReply<ContactResult>(db, "contact", meta.submissionToken);
  if (prior) return prior;
  // Per client, per sender address, and overall, so no one can flood the support mailbox or close the form.
  const limit = await hitFairLimits(db, "contact", meta.clientAddress, {
    specific: [recipientLimit("contact:email", input.email, 5, HOUR)],
    now,
  });
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const notice = buildContactNotice(siteMailFrame(now), input);
  const sent: ContactResult = { status: "sent", name: input.name };
  const recorded = await db.transaction().execute(async (trx) => {
    if (!(await recordReply(trx, "contact", meta.submissionToken, sent, now))) return false;
    const id = crypto.randomUUID();
    await trx
      .insertInto("contact_messages")
      .values({ id, name: input.name, email: input.email, phone: input.phone ?? null, message: input.message, created_at: now.toISOString() })
      .execute();
    await enqueueMail(trx, { to: operatorInbox(), replyTo: input.email, ...notice }, { dedupeKey: `contact:${id}`, now });
    return true;
  });
  // A concurrent copy of this post was recorded first: it stored the message; answer as it did.
  if (!recorded) return (await priorReply<ContactResult>(db, "contact", meta.submissionToken)) ?? sent;
  wakeOutbox();
  return sent;
}

/** Newest first, for the admin inbox. */
export function listContactMessages(db: Kysely<Database>, limit = 200) {
  return db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}
