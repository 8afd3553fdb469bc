import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { FaqItem } from "~/content/faq";
import type { FiguresNoteWording } from "~/modules/i18n/faq-messages";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { FiguresNote } from "./figures-note";
import { FaqAccordion } from "./faq-accordion";
import { SectionHeading } from "./section-heading";

/** The home page's twelve questions: opening one closes the one before, and an open one can be closed. */
export function HomeFaq({ items, comparedOn, note }: { items: FaqItem[]; comparedOn: { iso: string; text: string }; note?: FiguresNoteWording }) {
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="home-faq-heading" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <SectionHeading id="home-faq-heading" title={t("home.sections.faq.title")} />
      <FaqAccordion items={items} group="home-faq" className="mt-8" />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FiguresNote comparedOn={comparedOn} wording={note}>
          {t("home.sections.faq.sources")}
        </FiguresNote>
        <Link to={localizePath("/faq", locale)} className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-800">
          {t("home.sections.faq.all")} <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
