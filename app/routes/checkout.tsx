import { data, redirect, useActionData } from "react-router";
import { CheckoutErrorCard } from "~/components/payments/checkout-error-card";
import { getDb } from "~/lib/db.server";
import { checkoutFromForm } from "~/modules/payments/checkout-form.server";
import { getStripe } from "~/modules/payments/stripe.server";
import type { Route } from "./+types/checkout";

/** POST /checkout: the checkout contract. A 303 to the hosted (or demo) checkout, or the error as data. */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const result = await checkoutFromForm({ db: getDb(), stripe: getStripe() }, form);
  if (result.ok) throw redirect(result.url, 303);
  return data({ error: result.error, product: result.product }, { status: result.status });
}

export function meta() {
  return [{ title: "Checkout | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

/** Shown when the form was posted without JavaScript and the checkout could not start, or on a plain visit. */
export default function Checkout() {
  const result = useActionData<typeof action>();
  const error = result?.error ?? {
    title: "Nothing to pay for yet",
    message: "A checkout starts from your result page in the eligibility checker or from the consultation booking page.",
  };
  return <CheckoutErrorCard title={error.title} message={error.message} product={result?.product ?? null} />;
}
