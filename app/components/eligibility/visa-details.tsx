import { useMemo, type ReactNode } from "react";
import { ExternalLinkIcon } from "lucide-react";
import { FigureCheckNotes } from "~/components/content/figure-check-note";
import { SourceLinks } from "~/components/content/source-links";
import { sourcesOf } from "~/content/facts";
import { Heading } from "./heading";
import { checkWordings } from "~/modules/figures/figure-check-wording";
import { useI18n } from "~/modules/i18n/i18n";
import type { WordedOutcome, WordedVisa } from "~/modules/i18n/result-messages";
import { sourceDatedIn, sourceNameIn } from "~/modules/i18n/source-messages";
import type { SourceWording } from "~/components/content/source-links";

/** The cited pages' titles and dates in the page's language. */
function useSourceWording(): SourceWording {
  const { locale, t } = useI18n();
  return useMemo(() => ({ name: (name) => sourceNameIn(name, t), dated: (dated) => sourceDatedIn(dated, locale, t) }), [locale, t]);
}

export function OfficialLink({ href, label }: { href: string; label: string }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
    >
      {t("result.official-page")}
      <span className="sr-only"> {t("result.official-page.for", { visa: label })}</span>
      <ExternalLinkIcon className="size-4" aria-hidden="true" />
    </a>
  );
}

/** A visa's figures (cost, stay, processing), each from the facts module, with their sources. */
function VisaFigures({ visa }: { visa: WordedVisa }) {
  const cite = useSourceWording();
  const { locale, t } = useI18n();
  if (visa.figures.length === 0) return null;
  const keys = visa.figures.flatMap((figure) => figure.facts);
  return (
    <>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {visa.figures.map((figure) => (
          <div key={figure.label} className="contents">
            <dt className="font-semibold text-slate-900">{figure.label}</dt>
            <dd className="text-slate-800">{figure.text}</dd>
          </div>
        ))}
      </dl>
      <FigureCheckNotes checks={checkWordings(keys, t, locale)} className="mt-2" />
      <SourceLinks sources={sourcesOf(keys)} className="mt-2" cite={cite} />
    </>
  );
}

interface VisaDetailsProps {
  outcome: WordedOutcome;
  /** Shown right under the visa and what to do next (the trip plan with its apply-by date). */
  tripSummary?: ReactNode;
  /** Shown under the answer, before the part that opens on demand (what to act on). */
  children?: ReactNode;
}

/**
 * The visa that fits (or the note that none is needed) and what to do next come first; why, the visa's
 * figures with their sources, the alternatives and the notes open on demand. They stay in the page's
 * HTML (search engines, printing: the print style opens them).
 */
export function VisaDetails({ outcome, tripSummary, children }: VisaDetailsProps) {
  const { visa, alternatives, notes, why, level, route } = outcome;
  const { t } = useI18n();
  const cite = useSourceWording();
  const hasMore = visa !== null || alternatives.length > 0 || notes.length > 0;
  return (
    <section aria-labelledby="checker-visa-heading" className="rounded-xl border border-slate-200 bg-white p-5 text-slate-800" data-visa={visa?.id ?? "none"}>
      <Heading depth={3} id="checker-visa-heading" className="text-base font-semibold text-slate-900">
        {visa === null ? (route === "australian-citizen" ? t("result.visa.none") : t("result.visa.none-fits")) : level === "likely" ? t("result.visa.fits") : t("result.visa.kind")}
      </Heading>
      {visa ? (
        <>
          <p className="mt-2 text-lg font-bold text-ocean-900">{visa.name}</p>
          <p className="mt-2 text-sm" data-next-step>
            <span className="font-semibold text-slate-900">{t("result.next-step")} </span>
            {visa.nextStep} <OfficialLink href={visa.officialUrl} label={visa.name} />
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{why}</p>
      )}
      {tripSummary}
      {children}
      {hasMore && (
        <details className="group mt-4 border-t border-slate-200 pt-3 text-sm" data-result-details>
          <summary className="cursor-pointer font-semibold text-ocean-700 underline-offset-2 hover:underline">{t("checklist.result.details")}</summary>
          {visa && (
            <>
              <p className="mt-2 text-slate-700">{why}</p>
              <p className="mt-2">{visa.summary}</p>
              <VisaFigures visa={visa} />
            </>
          )}
          {alternatives.map(({ visa: other, when }) => (
            <div key={other.id} className="mt-4 border-t border-slate-200 pt-4" data-alternative={other.id}>
              <p>
                <span className="font-semibold text-slate-900">{t("result.also-possible", { visa: other.name })}</span> {when}
              </p>
              <VisaFigures visa={other} />
              <p className="mt-1">
                <OfficialLink href={other.officialUrl} label={other.name} />
              </p>
            </div>
          ))}
          {notes.map((note) => (
            <div key={note.text} className="mt-4 text-slate-700">
              <p>
                {note.text}{" "}
                {note.link && (
                  <a href={note.link.href} target="_blank" rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2">
                    {note.link.label}
                    <span className="sr-only"> {t("result.new-tab")}</span>
                  </a>
                )}
              </p>
              {note.facts && (
                <SourceLinks sources={sourcesOf(note.facts).filter((source) => source.url !== note.link?.href)} className="mt-1" cite={cite} />
              )}
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
