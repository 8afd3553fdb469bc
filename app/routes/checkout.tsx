import { redirect, useActionData } from "react-router";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
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
import type { Route } from "./+types/checkout";

/** A refused post keeps its Retry-After without JavaScript; no cache keeps a person's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/** POST /checkout: the checkout contract. A 303 to the hosted (or demo) checkout, or the error as data. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm(request, checkoutSchema(new Date()));
  if (!submission.ok) {
    return formFailure(submission, { formError: checkoutValidationError(submission.values.product, submission.fieldErrors) });
  }
  const limit = await hitFairLimits(getDb(), "checkout", clientAddress(context));
  if (!limit.allowed) return formFailure(submission, { formError: TOO_MANY_REQUESTS, fieldErrors: {}, status: 429, headers: retryAfterHeaders(limit) });
  const result = await startCheckoutOnce({ db: getDb(), stripe: getStripe() }, submission.data, submissionToken(submission.formData));
  if (result.ok) throw redirect(result.url, 303);
  return formFailure(submission, { formError: result.error, fieldErrors: result.fieldErrors ?? {}, status: result.status });
}

export function meta() {
  return [{ title: "Checkout | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

/**
 * Shown when the form was posted without JavaScript and the checkout could not start, or on a plain visit.
 * In English for now: under a language's prefix ('/ja/checkout', where the result's purchase form posts)
 * the layout is in that language and a notice in it says the page is in English.
 */
export default function Checkout() {
  const reply = useActionData<typeof action>();
  const error = reply?.formError ?? {
    title: "Nothing to pay for yet",
    message: "A checkout starts from your result page in the eligibility checker or from the consultation booking page.",
  };
  const product = reply?.values.product;
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-xl px-4 pt-8">
      <CheckoutErrorCard
        title={error.title}
        message={error.message}
        product={product === "template" || product === "consultation" ? product : null}
      />
    </EnglishOnlyContent>
  );
}
