import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { resultPath, resultPdfPath } from "~/modules/eligibility/result-link";
import { summariseResult } from "~/modules/eligibility/result-summary";
import { buildResultEmail } from "~/modules/mail/messages/result-email";
import type { MailFrame } from "~/modules/mail/messages/layout";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { hitRateLimits, TOO_MANY_REQUESTS, type RateLimit } from "~/modules/mail/rate-limit.server";
import { INVALID_EMAIL, emailAddressSchema } from "~/modules/payments/checkout-schema";
import { completeAnswersFrom } from "./result-pdf.server";

/** The form: the address, and the result's answers as hidden fields (the same names as in the result's link). */
const emailField = emailAddressSchema("Please enter your email address.");

/** One reply for both the page without JavaScript and the toast with it. */
export type EmailResultReply =
  | { status: "sent"; title: string; message: string; resultPath: string }
  | { status: "invalid"; title: string; message: string; field: "email" | "answers"; resultPath: string | null }
  | { status: "rate-limited"; title: string; message: string; resultPath: string | null };

const MINUTE = 60_000;

/** Per visitor, per recipient (so no one can flood an inbox) and overall. */
function limits(email: string, clientAddress: string | undefined): RateLimit[] {
  return [
    ...(clientAddress ? [{ key: `result-mail:address:${clientAddress}`, limit: 5, windowMs: 10 * MINUTE }] : []),
    { key: `result-mail:to:${email.toLowerCase()}`, limit: 3, windowMs: 60 * MINUTE },
    { key: "result-mail:all", limit: 300, windowMs: 60 * MINUTE },
  ];
}

export interface EmailResultDeps {
  db: Kysely<Database>;
  frame: MailFrame;
  /** Called once the message is queued, to send it without waiting for the next poll. */
  wake?: () => void;
  now?: Date;
}

/**
 * 'E-mail me this result': validates the address and the answers, counts the rate limits, and queues
 * the result through the mail outbox. The row is marked to be erased (address and content) once the
 * message is sent or has failed for good, so the address is not kept. Self-contained on purpose: it
 * reads plain form fields and returns one reply shape.
 */
export async function emailResultFromForm(
  deps: EmailResultDeps,
  form: URLSearchParams,
  meta: { clientAddress?: string } = {},
): Promise<EmailResultReply> {
  const answers = completeAnswersFrom(form);
  const path = answers ? resultPath(answers) : null;
  if (!answers) {
    return { status: "invalid", field: "answers", resultPath: null, title: "Result Not Found", message: "Please finish the check first, then e-mail yourself the result." };
  }
  const parsed = emailField.safeParse(form.get("email") ?? undefined);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? INVALID_EMAIL.message;
    return { status: "invalid", field: "email", resultPath: path, title: message === INVALID_EMAIL.message ? INVALID_EMAIL.title : "Error", message };
  }
  const email = parsed.data;
  const now = deps.now ?? new Date();
  const limit = await hitRateLimits(deps.db, limits(email, meta.clientAddress), now);
  if (!limit.allowed) return { status: "rate-limited", resultPath: path, ...TOO_MANY_REQUESTS };

  const links = { result: `${deps.frame.siteUrl}${resultPath(answers)}`, pdf: `${deps.frame.siteUrl}${resultPdfPath(answers)}` };
  const content = buildResultEmail(deps.frame, summariseResult(answers), links);
  await enqueueMail(deps.db, { to: email, ...content }, { now, eraseAfterSending: true });
  deps.wake?.();
  return {
    status: "sent",
    resultPath: resultPath(answers),
    title: "Result Sent",
    message: `We are e-mailing your result to ${email}. Once it has been sent, we do not keep the address.`,
  };
}
