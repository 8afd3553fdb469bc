import { data } from "react-router";
import { NothingConfirmed, PaymentSuccess } from "~/components/payments/payment-success";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { privatePageHeaders } from "~/lib/http/private-page-headers";
import { hitFairLimits, retryAfterHeaders } from "~/modules/rate-limits/fair-limits.server";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { deliverQueuedMail } from "~/modules/mail/outbox-worker.server";
import { getStripe } from "~/modules/payments/stripe.server";
import { emailProblem } from "~/modules/payments/purchase-email";
import { successPageState } from "~/modules/payments/success-page.server";
import { resendTemplateSchema, sendTemplateForSession } from "~/modules/payments/template-sending.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { intlLocales, localeOfPath } from "~/modules/i18n/locales";
import { formNotice, formText } from "~/modules/i18n/form-words";
import { documentTitle } from "~/lib/seo";
import type { Route } from "./+types/payment.success";

/** The page shows the buyer's e-mail address: no cache keeps it (nor a 429's Retry-After lost). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // Every state in the visitor's language: a problem's message and the booked time are worded here, the rest by the page.
  const t = await serverTranslator(locale);
  const timeWording = locale === "en" ? undefined : { intlLocale: intlLocales[locale], localTime: t("payment.summary.local-time") };
  const state = await successPageState({ db: getDb(), stripe: getStripe() }, url.searchParams.get("session_id"), timeWording);
  const none = state.mode === "none" ? { title: t("payment.none.title"), message: t("payment.none.message"), home: t("payment.none.home") } : null;
  const worded = state.mode === "problem" ? { ...state, message: formText(state.message, t) } : state;
  return data({ state: worded, none, title: documentTitle(t("payment.success.meta.title")) }, { headers: { "Cache-Control": "no-store" } });
}

/** 'Send Template': only for a session Stripe confirms as a paid template purchase. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = await parseForm(request, resendTemplateSchema);
  const t = await serverTranslator(localeOfPath(url.pathname));
  if (!submission.ok) return formFailure(submission, { formError: formNotice(emailProblem(submission.fieldErrors.email), t) });
  const limit = await hitFairLimits(getDb(), "template-resend", clientAddress(context));
  if (!limit.allowed) {
    return formFailure(submission, { formError: formNotice(TOO_MANY_REQUESTS, t), fieldErrors: {}, status: 429, headers: retryAfterHeaders(limit) });
  }
  const { ok, ...notice } = await sendTemplateForSession(
    { db: getDb(), stripe: getStripe(), deliver: deliverQueuedMail },
    { sessionId: submission.data.session_id, email: submission.data.email },
  );
  return ok ? formSuccess({ notice: formNotice(notice, t) }) : formFailure(submission, { formError: formNotice(notice, t), fieldErrors: {} });
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: "robots", content: "noindex" }];
}

/** In the page's language; the form posts to this route's action under the same address. */
export default function PaymentSuccessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, none } = loaderData;
  if (state.mode === "none" || none) return none ? <NothingConfirmed {...none} /> : null;
  return <PaymentSuccess state={state} reply={actionData} />;
}
