import { CircleCheckIcon, LoaderCircleIcon, MailIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/payments/form-alert";
import { TextAreaField, TextField, focusFirstInvalid } from "~/components/payments/form-field";
import { isPosting } from "~/components/payments/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { HONEYPOT_FIELD, contactSchema, type ContactField } from "~/modules/contact/contact-schema";
import { firstErrors, type FieldErrors } from "~/modules/payments/checkout-schema";
import { notify } from "~/lib/toast";

type ContactResult =
  | { ok: true; name: string }
  | { ok: false; error: { title: string; message: string }; fieldErrors: FieldErrors<ContactField>; values: Partial<Record<ContactField, string>> };

const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "message"];

/** The contact page: 'Get in Touch' form posting to the server, and the direct mail link beside it. */
export function ContactForm({ supportEmail, result }: { supportEmail: string; result?: ContactResult }) {
  const navigation = useNavigation();
  const busy = isPosting(navigation);
  const form = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContactField> | null>(null);
  const failed = result && !result.ok ? result : undefined;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const values = failed?.values ?? {};

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      notify.success("Message Sent!", "Thank you for getting in touch. We will reply by email.");
    } else {
      notify.error(result.error.title, result.error.message);
      focusFirstInvalid(form.current, FIELD_ORDER.filter((field) => result.fieldErrors[field]));
    }
  }, [result]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Get in Touch</h1>
      <p className="mt-3 text-slate-700">
        A question about the eligibility check, the application template or a consultation? Send us a message and we will
        reply by email.
      </p>
      <Card className="mt-8">
        <CardContent>
          {result?.ok ? (
            <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
              <CircleCheckIcon className="size-12 text-green-700" aria-hidden="true" />
              <h2 className="text-xl font-semibold text-slate-900">Thank you, {result.name}!</h2>
              <p className="text-slate-700">Your message has been sent. We will reply to your email address as soon as we can.</p>
              <Button asChild variant="outline" className="mt-2">
                <Link to="/contact">Send another message</Link>
              </Button>
            </div>
          ) : (
            <Form
              ref={form}
              method="post"
              noValidate
              className="relative grid gap-5"
              onSubmit={(event) => {
                const parsed = contactSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
                if (!parsed.success) {
                  event.preventDefault();
                  const found = firstErrors<ContactField>(parsed.error);
                  setClientErrors(found);
                  focusFirstInvalid(event.currentTarget, FIELD_ORDER.filter((field) => found[field]));
                  return;
                }
                setClientErrors(null);
              }}
            >
              <TextField name="name" label="Full Name" autoComplete="name" required defaultValue={values.name} error={errors.name} />
              <TextField name="email" type="email" label="Email Address" autoComplete="email" required defaultValue={values.email} error={errors.email} />
              <TextField name="phone" type="tel" label="Phone Number (Optional)" autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
              <TextAreaField name="message" label="Message" required rows={6} defaultValue={values.message} error={errors.message} />
              {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
              <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
                <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
                <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              {failed && !clientErrors && !Object.keys(failed.fieldErrors).length ? <FormAlert result={{ ok: false, ...failed.error }} /> : null}
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {busy ? "Sending..." : "Send Message"}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
      <p className="mt-6 flex items-center gap-2 text-slate-700">
        <MailIcon className="size-5 shrink-0 text-ocean-700" aria-hidden="true" />
        <span>
          Prefer your own mail program? Write to us directly at{" "}
          <a href={`mailto:${supportEmail}`} className="font-semibold break-words text-ocean-700 underline">
            {supportEmail}
          </a>
        </span>
      </p>
    </section>
  );
}
