import { redirect, useActionData } from "react-router";
import { CheckoutErrorCard } from "~/components/payments/checkout-error-card";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure } from "~/lib/forms/reply.server";
import { checkoutValidationError, startCheckout } from "~/modules/payments/checkout-form.server";
import { checkoutSchema } from "~/modules/payments/checkout-schema";
import { getStripe } from "~/modules/payments/stripe.server";
import type { Route } from "./+types/checkout";

/** POST /checkout: the checkout contract. A 303 to the hosted (or demo) checkout, or the error as data. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, checkoutSchema(new Date()));
  if (!submission.ok) {
    return formFailure(submission, { formError: checkoutValidationError(submission.values.product, submission.fieldErrors) });
  }
  const result = await startCheckout({ db: getDb(), stripe: getStripe() }, submission.data);
  if (result.ok) throw redirect(result.url, 303);
  return formFailure(submission, { formError: result.error, fieldErrors: result.fieldErrors ?? {}, status: result.status });
}

export function meta() {
  return [{ title: "Checkout | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

/** Shown when the form was posted without JavaScript and the checkout could not start, or on a plain visit. */
export default function Checkout() {
  const reply = useActionData<typeof action>();
  const error = reply?.formError ?? {
    title: "Nothing to pay for yet",
    message: "A checkout starts from your result page in the eligibility checker or from the consultation booking page.",
  };
  const product = reply?.values.product;
  return (
    <CheckoutErrorCard
      title={error.title}
      message={error.message}
      product={product === "template" || product === "consultation" ? product : null}
    />
  );
}
