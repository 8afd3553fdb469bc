import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { operatorInbox } from "~/modules/business/identity.server";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { buildContactNotice } from "~/modules/mail/messages/contact-notice";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
import { hitRateLimits, type RateLimit } from "~/modules/mail/rate-limit.server";
import type { ContactInput } from "./contact-schema";

export type ContactResult = { status: "sent"; name: string } | { status: "rate-limited" };

const HOUR = 60 * 60_000;

/** Per visitor address (when the proxy reports it), per sender address, and overall, so no one can flood the support mailbox. */
function limitsFor(input: ContactInput, clientAddress: string | undefined): RateLimit[] {
  return [
    ...(clientAddress ? [{ key: `contact:address:${clientAddress}`, limit: 5, windowMs: 10 * 60_000 }] : []),
    { key: `contact:email:${input.email.toLowerCase()}`, limit: 5, windowMs: HOUR },
    { key: "contact:all", limit: 200, windowMs: HOUR },
  ];
}

/**
 * A contact-form message (checked with `contactSchema`): stored for the admin inbox and queued for
 * the support mailbox in one transaction, so a stored message is always e-mailed and the other way round.
 */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactInput,
  meta: { clientAddress?: string; now?: Date } = {},
): Promise<ContactResult> {
  if (input.website) {
    logger.info("contact form: hidden field filled in; message dropped as spam");
    return { status: "sent", name: input.name };
  }
  const now = meta.now ?? new Date();
  const limit = await hitRateLimits(db, limitsFor(input, meta.clientAddress), now);
  if (!limit.allowed) return { status: "rate-limited" };

  const notice = buildContactNotice(siteMailFrame(now), input);
  await db.transaction().execute(async (trx) => {
    const id = crypto.randomUUID();
    await trx
      .insertInto("contact_messages")
      .values({ id, name: input.name, email: input.email, phone: input.phone ?? null, message: input.message, created_at: now.toISOString() })
      .execute();
    await enqueueMail(trx, { to: operatorInbox(), replyTo: input.email, ...notice }, { dedupeKey: `contact:${id}`, now });
  });
  wakeOutbox();
  return { status: "sent", name: input.name };
}

/** Newest first, for the admin inbox. */
export function listContactMessages(db: Kysely<Database>, limit = 200) {
  return db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").limit(limit).execute();
}
