import { redirect } from "react-router";
import { BookingForm } from "~/components/payments/booking-form";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure } from "~/lib/forms/reply.server";
import { startCheckout } from "~/modules/payments/checkout-form.server";
import { bookingSchema } from "~/modules/payments/checkout-schema";
import { getStripe } from "~/modules/payments/stripe.server";
import { canonicalFromRoot } from "~/lib/seo";
import type { Route } from "./+types/book-consultation";

/** Validates the booking and starts its checkout: a 303 to the payment page, or the problems to show. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, bookingSchema(new Date()));
  if (!submission.ok) return formFailure(submission);
  const result = await startCheckout({ db: getDb(), stripe: getStripe() }, { ...submission.data, product: "consultation" });
  if (result.ok) throw redirect(result.url, 303);
  return formFailure(submission, { formError: result.error, fieldErrors: {}, status: result.status });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...canonicalFromRoot(matches, "/book-consultation"),
    { title: "Book a Consultation | Australia Visa Check" },
    { name: "description", content: "Book a 60-minute consultation with a registered migration agent about your Australian visitor visa." },
  ];
}

export default function BookConsultation({ actionData }: Route.ComponentProps) {
  return <BookingForm reply={actionData} />;
}
