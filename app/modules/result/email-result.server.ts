import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { emailAddress } from "~/lib/forms/fields";
import type { FieldErrors, FormNotice } from "~/lib/forms/reply";
import { z } from "~/lib/zod";
import { MINOR_PARAMETER, withMinor } from "~/modules/trip/trip-query";
import { parseMinor } from "~/modules/trip/trip-schema";
import type { Answers } from "~/modules/eligibility/questions";
import { resultPath, resultPdfPath } from "~/modules/eligibility/result-link";
import { summariseResult } from "~/modules/eligibility/result-summary";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import type { Translate } from "~/modules/i18n/i18n";
import { defaultLocale, languageTags, localizePath, type Locale } from "~/modules/i18n/locales";
import { summaryLanguage } from "~/modules/i18n/result-summary-language";
import { buildResultEmail } from "~/modules/mail/messages/result-email";
import type { MailFrame } from "~/modules/mail/messages/layout";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { hitFairLimits } from "~/modules/rate-limits/fair-limits.server";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { recipientLimit } from "~/modules/rate-limits/recipient";
import { EMAIL_REQUIRED, INVALID_EMAIL, emailProblem, EMAIL_PROBLEM_TITLE } from "~/modules/payments/purchase-email";
import { completeAnswersFrom } from "./result-pdf.server";

export const RESULT_NOT_FOUND: FormNotice = { title: "Result Not Found", message: "Please finish the check first, then e-mail yourself the result." };

/**
 * The answers of a complete result among a form's text fields (hidden fields named as in the result's
 * link), or null when they do not make one.
 */
export function answersInForm(fields: Record<string, unknown>): Answers | null {
  const text = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return completeAnswersFrom(new URLSearchParams(text));
}

/** The optional 'Is the traveller under 18?' answer among a form's fields. */
function minorInForm(fields: Record<string, unknown>): boolean | undefined {
  const value = fields[MINOR_PARAMETER];
  return typeof value === "string" ? parseMinor(new URLSearchParams({ [MINOR_PARAMETER]: value })) : undefined;
}

/** The form of 'E-mail me this result': the address, and the result's answers as hidden fields. */
export const emailResultSchema = z
  .looseObject({ email: emailAddress({ required: EMAIL_REQUIRED, invalid: INVALID_EMAIL.message }) })
  .transform((form, context) => {
    const answers = answersInForm(form);
    if (!answers) {
      context.addIssue({ code: "custom", message: RESULT_NOT_FOUND.message });
      return z.NEVER;
    }
    return { email: form.email, answers, minor: minorInForm(form) };
  });

export type EmailResultInput = z.output<typeof emailResultSchema>;

/** The link back to the result a form was posted from, or null when its answers do not make one. */
export function postedResultPath(values: Record<string, string>): string | null {
  const answers = answersInForm(values);
  return answers ? resultPath(answers) : null;
}

/**
 * What a refused form says (the toast's title and text, and the page's heading without JavaScript):
 * without a result there is nothing to send, so that comes first; then the address.
 */
export function emailResultProblem(failure: { fieldErrors: FieldErrors }, resultPathPosted: string | null): FormNotice {
  return resultPathPosted ? emailProblem(failure.fieldErrors.email) : RESULT_NOT_FOUND;
}

/** The refusals' texts (shared with the purchase form, in English), each in the page's language. */
export const refusalTexts: Readonly<Record<string, (t: Translate) => string>> = {
  [EMAIL_REQUIRED]: (t) => t("mail.result.refused.email-required"),
  [INVALID_EMAIL.message]: (t) => t("mail.result.refused.email-invalid"),
  [INVALID_EMAIL.title]: (t) => t("mail.result.refused.email-invalid.title"),
  [EMAIL_PROBLEM_TITLE]: (t) => t("mail.result.refused.error.title"),
  [RESULT_NOT_FOUND.title]: (t) => t("mail.result.refused.not-found.title"),
  [RESULT_NOT_FOUND.message]: (t) => t("mail.result.refused.not-found"),
  [TOO_MANY_REQUESTS.title]: (t) => t("mail.result.refused.too-many.title"),
  [TOO_MANY_REQUESTS.message]: (t) => t("mail.result.refused.too-many"),
};

/** A refusal of 'E-mail me this result' (toast and field errors) in the page's language. */
export function localizeRefusal<Reply extends { formError?: FormNotice; fieldErrors: FieldErrors }>(reply: Reply, t: Translate): Reply {
  const say = (text: string) => refusalTexts[text]?.(t) ?? text;
  const fieldErrors: FieldErrors = Object.fromEntries(Object.entries(reply.fieldErrors).map(([field, text]) => [field, text && say(text)]));
  return {
    ...reply,
    fieldErrors,
    ...(reply.formError ? { formError: { title: say(reply.formError.title), message: say(reply.formError.message) } } : {}),
  };
}

const MINUTE = 60_000;

export interface EmailResultDeps {
  db: Kysely<Database>;
  frame: MailFrame;
  /** Called once the message is queued, to send it without waiting for the next poll. */
  wake?: () => void;
  now?: Date;
}

export type EmailResultOutcome = { ok: true; notice: FormNotice } | { ok: false; formError: FormNotice; retryAfterSeconds: number };

/**
 * 'E-mail me this result' (input checked with `emailResultSchema`): counts the rate limits and queues
 * the result through the mail outbox. The row is marked to be erased (address and content) once the
 * message is sent or has failed for good, so the address is not kept.
 */
export async function emailResult(
  deps: EmailResultDeps,
  input: EmailResultInput,
  meta: { clientAddress: string; locale?: Locale },
): Promise<EmailResultOutcome> {
  const { email, answers, minor } = input;
  const now = deps.now ?? new Date();
  // Per client, per recipient (so no one can flood an inbox) and overall.
  const limit = await hitFairLimits(deps.db, "result-mail", meta.clientAddress, {
    specific: [recipientLimit("result-mail:to", email, 3, 60 * MINUTE)],
    now,
  });
  if (!limit.allowed) return { ok: false, formError: TOO_MANY_REQUESTS, retryAfterSeconds: limit.retryAfterSeconds };

  // In the language of the page it was asked from: the result, the words around it and the links back.
  const locale = meta.locale ?? defaultLocale;
  const t = await serverTranslator(locale);
  const links = {
    result: `${deps.frame.siteUrl}${localizePath(withMinor(resultPath(answers), minor), locale)}`,
    pdf: `${deps.frame.siteUrl}${localizePath(withMinor(resultPdfPath(answers), minor), locale)}`,
  };
  const summary = summariseResult(answers, summaryLanguage(locale, t), minor);
  const layout = {
    lang: languageTags[locale],
    contactUs: t("mail.footer.contact"),
    notAffiliated: t("mail.footer.not-affiliated"),
    notAdvice: t("mail.footer.not-advice"),
  };
  const content = buildResultEmail(deps.frame, summary, links, locale === defaultLocale ? undefined : layout);
  await enqueueMail(deps.db, { to: email, ...content }, { now, eraseAfterSending: true });
  deps.wake?.();
  return { ok: true, notice: { title: t("mail.result.sent.title"), message: t("mail.result.sent.message", { email }) } };
}
