import { CircleAlertIcon, CircleCheckIcon, CircleXIcon, PrinterIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { FIGURES_COMPARED_ON } from "~/content/facts";
import { formatIsoDate } from "~/content/format";
import { cn } from "~/lib/cn";
import { countryNameInSentence } from "~/modules/eligibility/countries";
import { decideOutcome, templateVisaOf, type VerdictLevel } from "~/modules/eligibility/outcome";
import { passportName } from "~/modules/eligibility/passport-names";
import { streamLabels, type Answers } from "~/modules/eligibility/questions";
import { AgentOffer } from "./agent-offer";
import { FindingsList } from "./findings-list";
import { Heading } from "./heading";
import { KeepResult } from "./keep-result";
import { TemplateOffer } from "./template-offer";
import { VisaDetails } from "./visa-details";

export interface ResultViewProps {
  answers: Answers;
  /** Move focus to the result's heading when it appears (not when a page loads with it). */
  focusOnMount: boolean;
  hydrated: boolean;
  onReset: () => void;
}

/** The card's look per verdict: green and red as the spec has them, amber for 'may still apply'. */
const verdictStyles: Readonly<Record<VerdictLevel, { data: string; card: string; icon: string; title: string; Icon: typeof CircleCheckIcon }>> = {
  likely: { data: "eligible", card: "border-green-600 bg-green-50", icon: "text-green-700", title: "text-green-800", Icon: CircleCheckIcon },
  caution: { data: "check", card: "border-amber-600 bg-amber-50", icon: "text-amber-700", title: "text-amber-900", Icon: CircleAlertIcon },
  unlikely: { data: "not-eligible", card: "border-red-600 bg-red-50", icon: "text-red-700", title: "text-red-800", Icon: CircleXIcon },
};

/** 'Your Preliminary Result': the verdict, the visa that fits with its figures and sources, ways to keep it, the extras. */
export function ResultView({ answers, focusOnMount, hydrated, onReset }: ResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const outcome = decideOutcome(answers);
  const style = verdictStyles[outcome.level];
  const template = templateVisaOf(outcome);
  // With something to declare or fix, talking to an agent comes before buying a template.
  const agentFirst = outcome.level !== "likely";

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="text-center">
        <Heading depth={1} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
          Your Preliminary Result
        </Heading>
        <p className="mt-2 text-sm text-slate-700">
          {answers.country && <>Living in {countryNameInSentence(answers.country)} · </>}
          {answers.passport && <>{passportName(answers.passport)} · </>}
          {streamLabels[outcome.stream]}
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
        <FindingsList findings={outcome.findings} />
        <div className="mt-6">
          <VisaDetails outcome={outcome} />
        </div>
      </div>

      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>
          <span className="font-semibold text-slate-900">This is a preliminary result, not formal immigration advice.</span>{" "}
          It is based only on your answers. The Department of Home Affairs decides every visa application. For advice on
          your situation, consider a registered migration agent.
        </p>
        <p className="mt-2">
          Figures compared with our facts record on <time dateTime={FIGURES_COMPARED_ON}>{formatIsoDate(FIGURES_COMPARED_ON)}</time>.
          We cannot check the official pages live, so confirm the figures there before you apply.
        </p>
      </div>

      <div className="flex flex-wrap justify-center gap-3" data-print-hidden>
        {hydrated ? (
          <>
            <Button variant="outline" size="lg" onClick={onReset}>
              <RotateCcwIcon aria-hidden="true" />
              Start New Assessment
            </Button>
            <Button variant="ghost" size="lg" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              Print result
            </Button>
          </>
        ) : (
          <Button asChild variant="outline" size="lg">
            <a href="/check">
              <RotateCcwIcon aria-hidden="true" />
              Start New Assessment
            </a>
          </Button>
        )}
      </div>

      <KeepResult answers={answers} hydrated={hydrated} />

      <div className={cn("skip-offscreen grid gap-6", template && "md:grid-cols-2")}>
        {agentFirst && <AgentOffer recommended />}
        {template && outcome.visa && <TemplateOffer template={template} visaName={outcome.visa.name} hydrated={hydrated} />}
        {!agentFirst && <AgentOffer />}
      </div>
    </div>
  );
}
