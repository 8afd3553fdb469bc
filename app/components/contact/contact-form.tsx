import { CircleCheckIcon, LoaderCircleIcon, MailIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { isPosting } from "~/components/forms/is-posting";
import { useForm } from "~/components/forms/use-form";
import { zodCheck } from "~/components/forms/zod-check";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { HONEYPOT_FIELD, contactSchema, type ContactField } from "~/modules/contact/contact-schema";
import { formFieldErrors } from "~/modules/i18n/form-words";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { splitAround } from "~/modules/i18n/split";

type ContactReply = FormReply<{ name: string }, ContactField>;

const check = zodCheck<ContactField>(contactSchema);

/** The contact page: 'Get in Touch' form posting to the server, and the direct mail link beside it. */
export function ContactForm({ supportEmail, submissionToken, reply }: { supportEmail: string | null; submissionToken: string; reply?: ContactReply }) {
  const { locale, t } = useI18n();
  const navigation = useNavigation();
  const busy = isPosting(navigation);
  const { formRef, onSubmit, errors, values, reply: shown } = useForm<ContactReply, ContactField>({
    reply,
    // The server's own rules, their messages in the page's language.
    validate: (form) => formFieldErrors(check(form), t),
    onReply: (answer) => {
      if (answer.ok) notify.success(t("contact.toast.sent.title"), t("contact.toast.sent.message"));
      else if (answer.formError) notify.error(answer.formError.title, answer.formError.message);
    },
  });
  const [directBefore, directAfter] = splitAround((marker) => t("contact.direct", { email: marker }));

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("contact.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("contact.intro")}</p>
      <Card className="mt-8">
        <CardContent>
          {reply?.ok ? (
            <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
              <CircleCheckIcon className="size-12 text-green-700" aria-hidden="true" />
              <h2 className="text-xl font-semibold text-slate-900">{t("contact.sent.heading", { name: reply.name })}</h2>
              <p className="text-slate-700">{t("contact.sent.text")}</p>
              <Button asChild variant="outline" className="mt-2">
                <Link to={localizePath("/contact", locale)}>{t("contact.sent.again")}</Link>
              </Button>
            </div>
          ) : (
            <Form ref={formRef} method="post" noValidate className="relative grid gap-5" onSubmit={onSubmit}>
              <TextField name="name" label={t("ui.form.label.name")} autoComplete="name" required defaultValue={values.name} error={errors.name} />
              <TextField name="email" type="email" label={t("ui.form.label.email")} autoComplete="email" required defaultValue={values.email} error={errors.email} />
              <TextField name="phone" type="tel" label={t("contact.phone")} autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
              <TextAreaField name="message" label={t("contact.message")} required rows={6} defaultValue={values.message} error={errors.message} />
              {/* One token per form shown: the same post sent again is answered once and stored once. */}
              <input type="hidden" name="_submission" value={submissionToken} />
              {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
              <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
                <label htmlFor={HONEYPOT_FIELD}>{t("contact.honeypot")}</label>
                <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <FormAlert reply={shown} />
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {busy ? t("ui.form.sending") : t("contact.send")}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
      {supportEmail ? (
        <p className="mt-6 flex items-center gap-2 text-slate-700">
          <MailIcon className="size-5 shrink-0 text-ocean-700" aria-hidden="true" />
          <span>
            {directBefore}
            <a href={`mailto:${supportEmail}`} className="font-semibold break-words text-ocean-700 underline">
              {supportEmail}
            </a>
            {directAfter}
          </span>
        </p>
      ) : null}
    </section>
  );
}
