import { MailIcon, MessageCircleQuestionIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/** 'Have Questions?': the contact form and the support mailbox. */
export function HaveQuestions({ supportEmail }: { supportEmail: string | null }) {
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="have-questions-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-2xl border border-ocean-200 bg-ocean-50 p-8 shadow-sm md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <MessageCircleQuestionIcon className="mt-1 size-8 shrink-0 text-ocean-700" aria-hidden="true" />
          <div>
            <h2 id="have-questions-heading" className="text-2xl font-bold text-slate-900">
              {t("home.sections.questions.title")}
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">{t("home.sections.questions.text")}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to={localizePath("/contact", locale)}>{t("home.sections.questions.contact")}</Link>
          </Button>
          {supportEmail && (
            <a
              href={`mailto:${supportEmail}`}
              className="inline-flex items-center gap-2 rounded-md font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-800"
            >
              <MailIcon className="size-4" aria-hidden="true" />
              {supportEmail}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
