import { BellRingIcon, LoaderCircleIcon } from "lucide-react";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { emailCheck } from "~/components/forms/email-check";
import { toastReply } from "~/components/forms/toast-reply";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { EmailInput } from "~/components/ui/email-input";
import { Field } from "~/components/ui/field";
import { hasFieldErrors, type FormNotice, type FormReply } from "~/lib/forms/reply";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { formatCalendarDate } from "~/modules/reminders/format-date";
import { REMINDER_PATH } from "~/modules/reminders/reminder-paths";

/** What POST /check/remind answers: the form reply, and the way back to the page the form was on. */
export type ReminderReply = FormReply<{ notice: FormNotice }, "email"> & { back: string | null };

export interface RemindMeFormProps {
  /** The date to apply by, YYYY-MM-DD on Australia's calendar. */
  applyBy: string;
  /** The arrival date, YYYY-MM-DD on Australia's calendar. */
  arrival: string;
  /** The recommended visa's id (a `VisaId`), named in the messages. */
  visa: string;
  /** The result's path, for the page shown after a post without JavaScript. */
  back?: string;
  /** The heading's level within the page. */
  headingLevel?: 2 | 3;
}

/**
 * 'Remind me to apply by …': opt-in, an address and nothing else typed. The dates and the visa travel as
 * hidden fields. With JavaScript the answer is a toast (a problem with the address shows under the
 * field); without, the server answers with a page.
 */
export function RemindMeForm({ applyBy, arrival, visa, back, headingLevel = 2 }: RemindMeFormProps) {
  const { locale, t } = useI18n();
  const checkEmail = useMemo(() => emailCheck("email", t("reminder.error.email-invalid"), t("reminder.error.email-required")), [t]);
  const fetcher = useFetcher<ReminderReply>();
  const busy = fetcher.state !== "idle";
  const { formRef, onSubmit, errors } = useForm<ReminderReply, "email">({
    reply: fetcher.data,
    validate: checkEmail,
    onReply: (answer) => {
      if (answer.ok || !hasFieldErrors(answer)) toastReply(answer);
      if (answer.ok) formRef.current?.reset();
    },
  });
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const date = (iso: string) => formatCalendarDate(iso, locale);

  return (
    <section aria-labelledby="remind-me-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-print-hidden>
      <Heading id="remind-me-heading" className="text-lg font-semibold text-slate-900">
        {t("reminder.form.title", { date: date(applyBy) })}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t("reminder.form.intro", { arrival: date(arrival) })}</p>
      <fetcher.Form ref={formRef} method="post" action={localizePath(REMINDER_PATH, locale)} noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-4 space-y-2">
        <input type="hidden" name="applyBy" value={applyBy} />
        <input type="hidden" name="arrival" value={arrival} />
        <input type="hidden" name="visa" value={visa} />
        {back && <input type="hidden" name="back" value={back} />}
        <Field name="email" id="reminder-email" label={t("reminder.form.email")} hint={t("reminder.form.kept")} error={errors.email}>
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <EmailInput {...control} className="sm:flex-1" />
              <Button type="submit" variant="outline" disabled={busy}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <BellRingIcon aria-hidden="true" />}
                {t("reminder.form.submit")}
              </Button>
            </div>
          )}
        </Field>
      </fetcher.Form>
    </section>
  );
}
