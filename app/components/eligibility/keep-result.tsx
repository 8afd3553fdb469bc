import { FileDownIcon, LinkIcon, LoaderCircleIcon, MailIcon } from "lucide-react";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { emailCheck } from "~/components/forms/email-check";
import { toastReply } from "~/components/forms/toast-reply";
import { useForm } from "~/components/forms/use-form";
import type { EmailResultReply } from "~/components/result/email-result-reply";
import { Button } from "~/components/ui/button";
import { EmailInput } from "~/components/ui/email-input";
import { Field } from "~/components/ui/field";
import { hasFieldErrors } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import type { Answers } from "~/modules/eligibility/questions";
import { RESULT_EMAIL_PATH, currentAnswerEntries, resultPath, resultPdfPath } from "~/modules/eligibility/result-link";
import { MINOR_PARAMETER, withMinor } from "~/modules/trip/trip-query";
import { Heading } from "./heading";
import { useI18n, type Translate } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/**
 * 'E-mail me this result': a form posting the address and the answers to /check/email. With JavaScript
 * the answer is a toast, as for the purchase form beside it (a message about the address shows under
 * the field instead); without, the server answers with a page.
 */
function EmailResultForm({ answers, minor }: { answers: Answers; minor: boolean | undefined }) {
  const { locale, t } = useI18n();
  // The browser's check says what the server would, in the page's language.
  const checkEmail = useMemo(() => emailCheck("email", t("mail.result.refused.email-invalid"), t("mail.result.refused.email-required")), [t]);
  const fetcher = useFetcher<EmailResultReply>();
  const busy = fetcher.state !== "idle";
  const { formRef, onSubmit, errors } = useForm<EmailResultReply, "email">({
    reply: fetcher.data,
    validate: checkEmail,
    onReply: (answer) => {
      if (answer.ok || !hasFieldErrors(answer)) toastReply(answer);
      if (answer.ok) formRef.current?.reset();
    },
  });

  return (
    <fetcher.Form ref={formRef} method="post" action={localizePath(RESULT_EMAIL_PATH, locale)} noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-5 space-y-2">
      {currentAnswerEntries(answers).map(([id, value]) => (
        <input key={id} type="hidden" name={id} value={value} />
      ))}
      {minor !== undefined && <input type="hidden" name={MINOR_PARAMETER} value={minor ? "yes" : "no"} />}
      <Field
        name="email"
        id="result-email"
        label={t("keep.email")}
        hint={t("keep.email.hint")}
        error={errors.email}
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <EmailInput {...control} className="sm:flex-1" />
            <Button type="submit" variant="outline" disabled={busy}>
              {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <MailIcon aria-hidden="true" />}
              {t("keep.send")}
            </Button>
          </div>
        )}
      </Field>
    </fetcher.Form>
  );
}

async function copyLink(path: string, t: Translate) {
  try {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
    notify.success(t("keep.copied.title"), t("keep.copied.text"));
  } catch {
    notify.error(t("keep.copy-failed.title"), t("keep.copy-failed.text"));
  }
}

/**
 * A result to keep, free and without an account: a shareable link (the answers are in it, and the trip's
 * details where given; nothing is stored), a one-page PDF and an e-mail. All three work without JavaScript.
 */
export function KeepResult({
  answers,
  minor,
  hydrated,
  extra = [],
}: {
  answers: Answers;
  minor?: boolean;
  hydrated: boolean;
  /** The trip's query pairs (the under-18 answer among them), so the link opens the same plan. */
  extra?: readonly (readonly [string, string])[];
}) {
  const { locale, t } = useI18n();
  const path = localizePath(resultPath(answers, extra), locale);
  return (
    <section aria-labelledby="checker-keep-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-print-hidden>
      <Heading depth={2} id="checker-keep-heading" className="text-lg font-semibold text-slate-900">
        {t("keep.title")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t("keep.intro")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={path}>
            <LinkIcon aria-hidden="true" />
            {t("keep.link")}
          </a>
        </Button>
        {hydrated && (
          <Button variant="outline" onClick={() => void copyLink(path, t)}>
            {t("keep.copy")}
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={localizePath(withMinor(resultPdfPath(answers), minor), locale)} download>
            <FileDownIcon aria-hidden="true" />
            {t("keep.pdf")}
          </a>
        </Button>
      </div>
      <EmailResultForm answers={answers} minor={minor} />
    </section>
  );
}
