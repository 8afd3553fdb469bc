import { data, redirect } from "react-router";
import { BookingForm } from "~/components/payments/booking-form";
import { getDb } from "~/lib/db.server";
import { checkoutFromForm } from "~/modules/payments/checkout-form.server";
import { getStripe } from "~/modules/payments/stripe.server";
import type { Route } from "./+types/book-consultation";

/** Validates the booking and starts its checkout: a 303 to the payment page, or the problems to show. */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const result = await checkoutFromForm({ db: getDb(), stripe: getStripe() }, { ...form, product: "consultation" });
  if (result.ok) throw redirect(result.url, 303);
  const text = (name: string) => (typeof form[name] === "string" ? form[name].slice(0, 200) : "");
  const values = { name: text("name"), email: text("email"), phone: text("phone"), preferredDateTime: text("preferredDateTime") };
  return data({ error: result.error, fieldErrors: result.fieldErrors ?? {}, values }, { status: result.status });
}

export function meta() {
  return [
    { title: "Book a Consultation | Australia Visa Check" },
    { name: "description", content: "Book a 60-minute consultation with a registered migration agent about your Australian visitor visa." },
  ];
}

export default function BookConsultation({ actionData }: Route.ComponentProps) {
  return <BookingForm result={actionData} />;
}
