import { ArrowLeftIcon, CalendarClockIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { isPosting } from "~/components/forms/is-posting";
import { useForm } from "~/components/forms/use-form";
import { zodCheck } from "~/components/forms/zod-check";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { AgentCard, cardLabelsFromWords } from "~/components/agents/agent-card";
import { AgentChoice } from "~/components/agents/agent-choice";
import type { AgentCardWords } from "~/modules/agents/agent-card-words.server";
import { ANY_AGENT, type PublicAgent } from "~/modules/agents/register";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { bookingSchema, type BookingField } from "~/modules/payments/checkout-schema";
import { PRODUCTS } from "~/modules/payments/products";
import { formatOfferPrice } from "~/modules/i18n/format";
import { formFieldErrors } from "~/modules/i18n/form-words";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

type BookingReply = FormReply<object, BookingField>;

/** A local date-time input value for now, rounded down to the minute: the earliest time the picker offers. */
function localNow(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The browser knows the visitor's time zone; the server checks the time against it and the e-mails name it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Book Consultation: name, email, phone, preferred date and time, then payment. */
export function BookingForm({
  reply,
  agents,
  cardWords,
  preselected,
  submissionToken,
}: {
  reply?: BookingReply;
  agents: PublicAgent[];
  /** The agent cards' words in the page's language, worded by the page's loader. */
  cardWords: AgentCardWords;
  preselected?: string;
  submissionToken: string;
}) {
  const { locale, t } = useI18n();
  const cardLabels = useMemo(() => cardLabelsFromWords(cardWords), [cardWords]);
  const navigation = useNavigation();
  const busy = isPosting(navigation);
  // Rendered into the field, not written into it by hand: a render after such a write resets the field to
  // its empty default, and the booking would lose the visitor's time zone. Asked when the visitor first comes
  // into the form (or at the latest on posting), not as the page starts: the browser's first Intl call loads
  // its locale data, a long task of its own. The server's render and the first one agree on "".
  const [timeZone, setTimeZone] = useState("");
  const learnTimeZone = () => {
    if (!timeZone) setTimeZone(browserTimeZone());
  };
  const dateTime = useRef<HTMLInputElement>(null);
  const { formRef, onSubmit, errors, values, reply: shown } = useForm<BookingReply, BookingField>({
    reply,
    // The time is checked against the moment of posting.
    validate: (data) => formFieldErrors(zodCheck<BookingField>(bookingSchema(new Date()))(data), t),
    onReply: (answer) => {
      if (!answer.ok && answer.formError) notify.error(answer.formError.title, answer.formError.message);
    },
  });

  useEffect(() => {
    if (dateTime.current) dateTime.current.min = localNow();
  }, []);


  const price = formatOfferPrice(PRODUCTS.consultation.amountCents / 100, locale);

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <CalendarClockIcon className="size-10 text-ocean-700" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">{t("booking.heading")}</h1>
          <p className="text-slate-700">{t("booking.intro", { price })}</p>
        </CardHeader>
        <CardContent>
          <Form
            ref={formRef}
            method="post"
            noValidate
            className="grid gap-5"
            onFocusCapture={learnTimeZone}
            onSubmit={(event) => {
              // A click that did not focus the button (Safari) after the browser filled every field itself.
              const field = event.currentTarget.elements.namedItem("timeZone");
              if (field instanceof HTMLInputElement && !field.value) field.value = browserTimeZone();
              learnTimeZone();
              onSubmit(event);
              if (!event.defaultPrevented) notify.info(t("booking.toast.redirect.title"), t("booking.toast.redirect.message"));
            }}
          >
            <TextField name="name" label={t("ui.form.label.name")} autoComplete="name" required defaultValue={values.name} error={errors.name} />
            <TextField name="email" type="email" label={t("ui.form.label.email")} autoComplete="email" required defaultValue={values.email} error={errors.email} />
            <TextField name="phone" type="tel" label={t("ui.form.label.phone")} autoComplete="tel" required defaultValue={values.phone} error={errors.phone} />
            <TextField
              ref={dateTime}
              name="preferredDateTime"
              type="datetime-local"
              label={t("booking.time")}
              hint={t("booking.time.hint")}
              required
              defaultValue={values.preferredDateTime}
              error={errors.preferredDateTime}
            />
            <AgentChoice agents={agents} defaultValue={values.agent ?? preselected ?? ANY_AGENT.value} error={errors.agent} />
            <input type="hidden" name="timeZone" value={timeZone} />
            {/* One token per form shown: the same booking sent again goes to the checkout the first one opened. */}
            <input type="hidden" name="_submission" value={submissionToken} />
            {/* Field problems show beside their fields; anything else (a payment error) here. */}
            <FormAlert reply={shown} />
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
              <Button asChild variant="ghost">
                <Link to={localizePath("/", locale)}>
                  <ArrowLeftIcon aria-hidden="true" />
                  {t("booking.back")}
                </Link>
              </Button>
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {busy ? t("ui.form.sending") : t("booking.submit")}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      {agents.length > 0 ? (
        <section aria-labelledby="agents-heading" className="mt-8">
          <h2 id="agents-heading" className="text-xl font-semibold text-slate-900">
            {t("booking.agents.heading")}
          </h2>
          <ul className="mt-4 grid gap-5">
            {agents.map((agent) => (
              <li key={agent.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <AgentCard agent={agent} labels={cardLabels} detailed />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
