import { CircleAlertIcon, CircleCheckIcon, CircleXIcon, PrinterIcon, RotateCcwIcon } from "lucide-react";
import { memo, startTransition, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { FIGURES_COMPARED_ON } from "~/content/facts";
import { afterPaint } from "~/lib/after-paint";
import { cn } from "~/lib/cn";
import { paidGuideOf, type VerdictLevel } from "~/modules/eligibility/outcome";
import { isPointerRoute } from "~/modules/eligibility/pointers";
import type { Answers } from "~/modules/eligibility/questions";
import { answersQuery } from "~/modules/eligibility/result-link";
import { buildChecklist } from "~/modules/checklist/checklist";
import { minorQuery } from "~/modules/trip/trip-query";
import { wordChecklist } from "~/modules/checklist/worded-checklist";
import { DocumentsChecklist } from "./documents-checklist";
import { AgentOffer } from "./agent-offer";
import { FindingsList } from "./findings-list";
import { Heading, resultTitleId } from "./heading";
import { KeepResult } from "./keep-result";
import { TemplateOffer } from "./template-offer";
import { TripFindings, TripPanel, tripLinkEntries, useTripPlan, type TripState } from "./trip-panel";
import { VisaDetails } from "./visa-details";
import { questionValues } from "~/modules/i18n/checker-messages";
import { localizeOutcome, type WordedOutcome } from "~/modules/i18n/result-messages";
import { formatDate } from "~/modules/i18n/format";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { countryNameInSentenceIn, passportNameIn } from "~/modules/i18n/place-names";
import { splitAround } from "~/modules/i18n/split";

export interface ResultViewProps {
  answers: Answers;
  /** Shown by a click rather than with the page: the verdict paints first and the rest follows. */
  shownByClick: boolean;
  hydrated: boolean;
  onReset: () => void;
}

/** The card's look per verdict: green and red as they have always been, amber for 'may still apply'. */
const verdictStyles: Readonly<Record<VerdictLevel, { data: string; card: string; icon: string; title: string; Icon: typeof CircleCheckIcon }>> = {
  likely: { data: "eligible", card: "border-green-600 bg-green-50", icon: "text-green-700", title: "text-green-800", Icon: CircleCheckIcon },
  caution: { data: "check", card: "border-amber-600 bg-amber-50", icon: "text-amber-700", title: "text-amber-900", Icon: CircleAlertIcon },
  unlikely: { data: "not-eligible", card: "border-red-600 bg-red-50", icon: "text-red-700", title: "text-red-800", Icon: CircleXIcon },
};

/** 'Your Preliminary Result': the verdict, the visa that fits with its figures and sources, ways to keep it, the extras. */
export const ResultView = memo(function ResultView({ answers, shownByClick, hydrated, onReset }: ResultViewProps) {
  // Shown by a click, the verdict paints first and the rest follows in the next frames.
  const [complete, setComplete] = useState(!shownByClick);
  useEffect(() => {
    if (complete) return;
    startTransition(() => setComplete(true));
    // Made as it is shown (its code arrived after the click): it takes the focus itself. Made ahead and
    // hidden, it cannot, and the wizard focuses it when it shows.
    afterPaint(() => document.getElementById(resultTitleId)?.focus());
  }, [complete]);
  const { locale, t } = useI18n();
  // The trip (optional) may change the passport the answer is for: the outcome is the plan's.
  const trip = useTripPlan(answers);
  // 'Is the traveller under 18?' is one of the trip's fields, read from the page's query like the rest.
  const minor = trip.plan.trip.minor === undefined ? undefined : trip.plan.trip.minor === "yes";
  const decided = trip.plan.outcome;
  const outcome = localizeOutcome(decided, locale, t);
  const checklist = wordChecklist(buildChecklist({ outcome: decided, answers: trip.plan.answers, minor }), locale, t);
  const resultKey = [answersQuery(trip.plan.answers), minorQuery(minor)].filter(Boolean).join("&");
  usePrintOpensDetails(hydrated);
  const style = verdictStyles[outcome.level];
  const template = paidGuideOf(outcome);
  // With something to declare or fix, talking to an agent comes before buying a template.
  const agentFirst = outcome.level !== "likely";

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="text-center">
        <Heading depth={1} id={resultTitleId} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
          {t("result.heading")}
        </Heading>
        <p className="mt-2 text-sm text-slate-700">
          {answers.country && <>{t("result.living-in", { country: countryNameInSentenceIn(answers.country, locale, t) })} · </>}
          {answers.passport && <>{t("result.passport", { passport: passportNameIn(answers.passport, locale, t) })} · </>}
          {outcome.stream === "other" && answers.otherPurpose ? t(`option.otherPurpose.${answers.otherPurpose}`, questionValues) : t(`stream.${outcome.stream}`)}
        </p>
      </div>

      <div data-result={style.data} data-level={outcome.level} data-route={outcome.route} className={cn("rounded-2xl border-2 p-5 shadow-sm sm:p-8", style.card)}>
        <div className="flex flex-col items-center text-center">
          <style.Icon className={cn("size-14", style.icon)} aria-hidden="true" />
          <Heading depth={2} className={cn("mt-3 text-2xl font-extrabold", style.title)}>
            {outcome.headline}
          </Heading>
          <p className="mt-2 max-w-2xl text-slate-800">{outcome.summary}</p>
        </div>
        <div className="mt-6">
          <VisaDetails outcome={outcome} tripSummary={<TripFindings plan={trip.plan} />}>
            <FindingsList findings={outcome.findings} />
          </VisaDetails>
        </div>
      </div>

      <DocumentsChecklist items={checklist} resultKey={resultKey} hydrated={hydrated} />

      {complete && <TripPanel answers={answers} state={trip} hydrated={hydrated} />}
      {complete && (
        <ResultDetails answers={trip.plan.answers} trip={trip} minor={minor} outcome={outcome} agentFirst={agentFirst} template={template} hydrated={hydrated} onReset={onReset} />
      )}
    </div>
  );
});

/**
 * Printing opens the parts that open on demand (the print style does so too where the browser can
 * style a closed <details>), and closes again those the reader had not opened.
 */
function usePrintOpensDetails(hydrated: boolean) {
  useEffect(() => {
    if (!hydrated) return;
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>("details[data-result-details]:not([open])")];
      for (const details of opened) details.open = true;
    };
    const after = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, [hydrated]);
}

interface ResultDetailsProps extends Pick<ResultViewProps, "answers" | "hydrated" | "onReset"> {
  minor: boolean | undefined;
  trip: TripState;
  outcome: WordedOutcome;
  agentFirst: boolean;
  template: ReturnType<typeof paidGuideOf>;
}

/** Below the verdict: the disclaimer, the buttons, ways to keep the result and the offers. */
function ResultDetails({ answers, trip, minor, outcome, agentFirst, template, hydrated, onReset }: ResultDetailsProps) {
  const { locale, t } = useI18n();
  // One message per language, the date marked up wherever the language puts it.
  const figuresNote = splitAround((marker) => t("result.figures-note", { date: marker }));
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>
          <span className="font-semibold text-slate-900">{t("result.preliminary")}</span> {t("result.preliminary.detail")}
        </p>
        <p className="mt-2">
          {figuresNote[0]}
          <time dateTime={FIGURES_COMPARED_ON}>{formatDate(FIGURES_COMPARED_ON, locale)}</time>
          {figuresNote[1]}
        </p>
      </div>

      <div className="flex flex-wrap justify-center gap-3" data-print-hidden>
        {hydrated ? (
          <>
            <Button variant="outline" size="lg" onClick={onReset}>
              <RotateCcwIcon aria-hidden="true" />
              {t("result.start-new")}
            </Button>
            <Button variant="ghost" size="lg" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              {t("result.print")}
            </Button>
          </>
        ) : (
          <Button asChild variant="outline" size="lg">
            <a href={localizePath("/check", locale)}>
              <RotateCcwIcon aria-hidden="true" />
              {t("result.start-new")}
            </a>
          </Button>
        )}
      </div>

      <KeepResult answers={answers} minor={minor} hydrated={hydrated} extra={tripLinkEntries(trip)} />

      {/* A pointer names a visa the checker does not assess: nothing is offered for it. */}
      {!isPointerRoute(outcome.route) && (
        <div className={cn("skip-offscreen grid gap-6", template && "md:grid-cols-2")}>
          {agentFirst && <AgentOffer recommended />}
          {template && outcome.visa && <TemplateOffer template={template} visaName={outcome.visa.name} answers={answersQuery(answers)} hydrated={hydrated} />}
          {!agentFirst && <AgentOffer />}
        </div>
      )}
    </>
  );
}
