import { redirect, useActionData } from "react-router";
import { CheckoutErrorCard } from "~/components/payments/checkout-error-card";
import { getDb } from "~/lib/db.server";
import { submissionToken } from "~/lib/forms/once.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { privatePageHeaders } from "~/lib/http/private-page-headers";
import { hitFairLimits, retryAfterHeaders } from "~/modules/rate-limits/fair-limits.server";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { formFailure } from "~/lib/forms/reply.server";
import { checkoutValidationError, startCheckoutOnce } from "~/modules/payments/checkout-form.server";
import { checkoutSchema } from "~/modules/payments/checkout-schema";
import { getStripe } from "~/modules/payments/stripe.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { formFieldErrors, formNotice } from "~/modules/i18n/form-words";
import { localeOfPath } from "~/modules/i18n/locales";
import { useI18n } from "~/modules/i18n/i18n";
import type { Route } from "./+types/checkout";

/** A refused post keeps its Retry-After without JavaScript; no cache keeps a person's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/** POST /checkout: the checkout contract. A 303 to the hosted (or demo) checkout, or the error as data. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = await parseForm(request, checkoutSchema(new Date()));
  // The answer in the page's language ('/ja/checkout' is where the Japanese result's form posts); the
  // English address answers in English, as the checkout's contract says.
  const t = await serverTranslator(localeOfPath(url.pathname));
  if (!submission.ok) {
    return formFailure(submission, {
      formError: formNotice(checkoutValidationError(submission.values.product, submission.fieldErrors), t),
      fieldErrors: formFieldErrors(submission.fieldErrors, t),
    });
  }
  const limit = await hitFairLimits(getDb(), "checkout", clientAddress(context));
  if (!limit.allowed) {
    return formFailure(submission, { formError: formNotice(TOO_MANY_REQUESTS, t), fieldErrors: {}, status: 429, headers: retryAfterHeaders(limit) });
  }
  const result = await startCheckoutOnce({ db: getDb(), stripe: getStripe(), locale: localeOfPath(url.pathname) }, submission.data, submissionToken(submission.formData));
  if (result.ok) throw redirect(result.url, 303);
  return formFailure(submission, { formError: formNotice(result.error, t), fieldErrors: formFieldErrors(result.fieldErrors ?? {}, t), status: result.status });
}

export function meta() {
  return [{ title: "Checkout | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

/** Shown, in the page's language, when the form was posted without JavaScript and the checkout could not start, or on a plain visit. */
export default function Checkout() {
  const { t } = useI18n();
  const reply = useActionData<typeof action>();
  const error = reply?.formError ?? { title: t("payment.checkout.none.title"), message: t("payment.checkout.none.message") };
  const product = reply?.values.product;
  return <CheckoutErrorCard title={error.title} message={error.message} product={product === "template" || product === "consultation" ? product : null} />;
}
