import { EmailResultReplyCard } from "~/components/result/email-result-reply";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { privatePageHeaders } from "~/lib/http/private-page-headers";
import { documentTitle } from "~/lib/seo";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
import {
  emailResult,
  emailResultProblem,
  emailResultSchema,
  localizeRefusal,
  postedResultPath,
} from "~/modules/result/email-result.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import type { FieldErrors, FormNotice } from "~/lib/forms/reply";
import type { Route } from "./+types/check.email";

/** The reply names the address it was sent to: no cache keeps it. */
const NO_STORE = { "Cache-Control": "no-store" };

/** A page answered without JavaScript keeps the action's Retry-After, and no cache keeps it either. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/** POST /check/email: 'E-mail me this result'. With JavaScript the reply becomes a toast; without, this page. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = await parseForm(request, emailResultSchema);
  // '/ja/check/email' sends the result in Japanese, and the way back leads to the Japanese result.
  const locale = localeOfPath(url.pathname);
  const posted = postedResultPath(submission.values);
  // The way back to the result, for the page shown without JavaScript.
  const back = { resultPath: posted && localizePath(posted, locale) };
  // A refusal in the page's language (English as the forms word it).
  const refusal = async (reply: { formError: FormNotice; fieldErrors: FieldErrors }) =>
    locale === "en" ? reply : localizeRefusal(reply, await serverTranslator(locale));
  if (!submission.ok) {
    const refused = await refusal({ formError: emailResultProblem(submission, back.resultPath), fieldErrors: submission.fieldErrors });
    return formFailure(submission, { ...refused, headers: NO_STORE, extra: back });
  }
  const sent = await emailResult({ db: getDb(), frame: siteMailFrame(), wake: wakeOutbox }, submission.data, { clientAddress: clientAddress(context), locale });
  if (!sent.ok) {
    const headers = { ...NO_STORE, "Retry-After": String(sent.retryAfterSeconds) };
    const refused = await refusal({ formError: sent.formError, fieldErrors: {} });
    return formFailure(submission, { ...refused, status: 429, headers, extra: back });
  }
  return formSuccess({ notice: sent.notice, ...back }, { headers: NO_STORE });
}

/** The page's title in its language ('/ja/check/email' is titled in Japanese). */
export async function loader({ url }: Route.LoaderArgs) {
  const t = await serverTranslator(localeOfPath(url.pathname));
  return { title: documentTitle(t("mail.result.reply.title")) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? documentTitle("E-mail Your Result") }, { name: "robots", content: "noindex" }];
}

export default function CheckEmail({ actionData }: Route.ComponentProps) {
  return <EmailResultReplyCard reply={actionData} />;
}
