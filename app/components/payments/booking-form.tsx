import { ArrowLeftIcon, CalendarClockIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { bookingSchema, firstErrors, type BookingField, type CheckoutError, type FieldErrors } from "~/modules/payments/checkout-schema";
import { PRODUCTS, formatPrice } from "~/modules/payments/products";
import { FormAlert } from "./form-alert";
import { TextField, focusFirstInvalid } from "./form-field";
import { isPosting } from "./use-result-toast";
import { notify } from "~/lib/toast";

const FIELD_ORDER: BookingField[] = ["name", "email", "phone", "preferredDateTime"];

/** A local date-time input value for now, rounded down to the minute: the earliest time the picker offers. */
function localNow(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Book Consultation (spec section 2): name, email, phone, preferred date and time, then payment. */
export function BookingForm({
  result,
}: {
  result?: { error: CheckoutError; fieldErrors: FieldErrors<BookingField>; values: Partial<Record<BookingField, string>> };
}) {
  const navigation = useNavigation();
  const busy = isPosting(navigation);
  const form = useRef<HTMLFormElement>(null);
  const timeZone = useRef<HTMLInputElement>(null);
  const dateTime = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<BookingField> | null>(null);
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  // Without JavaScript the page is rendered anew after a refused booking: keep what the visitor typed.
  const values = result?.values ?? {};

  useEffect(() => {
    // The browser knows the visitor's time zone; the server uses it to check the time is in the future.
    if (timeZone.current) timeZone.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (dateTime.current) dateTime.current.min = localNow();
  }, []);

  useEffect(() => {
    if (!result) return;
    const invalid = FIELD_ORDER.filter((field) => result.fieldErrors[field]);
    if (invalid.length) focusFirstInvalid(form.current, invalid);
    else notify.error(result.error.title, result.error.message);
  }, [result]);

  const price = formatPrice(PRODUCTS.consultation.amountCents, PRODUCTS.consultation.currency);

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <CalendarClockIcon className="size-10 text-ocean-700" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">Book a Consultation</h1>
          <p className="text-slate-700">
            A 60-minute session with a registered migration agent, for {price}. Choose a time that suits you; the agent
            confirms it by email or phone.
          </p>
        </CardHeader>
        <CardContent>
          <Form
            ref={form}
            method="post"
            noValidate
            className="grid gap-5"
            onSubmit={(event) => {
              const values = Object.fromEntries(new FormData(event.currentTarget));
              const parsed = bookingSchema(new Date()).safeParse(values);
              if (!parsed.success) {
                event.preventDefault();
                const found = firstErrors<BookingField>(parsed.error);
                setClientErrors(found);
                focusFirstInvalid(event.currentTarget, FIELD_ORDER.filter((field) => found[field]));
                return;
              }
              setClientErrors(null);
              notify.info("Redirecting to payment...", "Please complete your payment to confirm the booking.");
            }}
          >
            <TextField name="name" label="Full Name" autoComplete="name" required defaultValue={values.name} error={errors.name} />
            <TextField name="email" type="email" label="Email Address" autoComplete="email" required defaultValue={values.email} error={errors.email} />
            <TextField name="phone" type="tel" label="Phone Number" autoComplete="tel" required defaultValue={values.phone} error={errors.phone} />
            <TextField
              ref={dateTime}
              name="preferredDateTime"
              type="datetime-local"
              label="Preferred Date and Time"
              hint="In your local time."
              required
              defaultValue={values.preferredDateTime}
              error={errors.preferredDateTime}
            />
            <input ref={timeZone} type="hidden" name="timeZone" defaultValue="" />
            {/* Field problems show beside their fields; anything else (a payment error) here. */}
            {result && !clientErrors && !Object.keys(result.fieldErrors).length ? <FormAlert result={{ ok: false, ...result.error }} /> : null}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
              <Button asChild variant="ghost">
                <Link to="/">
                  <ArrowLeftIcon aria-hidden="true" />
                  Back to Home
                </Link>
              </Button>
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {busy ? "Sending..." : "Proceed to Payment"}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
