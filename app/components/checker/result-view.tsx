import { CircleCheckIcon, CircleXIcon, PrinterIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { FACTS_LAST_REVIEWED } from "~/content/facts";
import { cn } from "~/lib/cn";
import { countryNameInSentence } from "~/modules/eligibility/countries";
import { evaluate } from "~/modules/eligibility/evaluate";
import { isStream, streamLabels, type Answers } from "~/modules/eligibility/questions";
import { AgentOffer } from "./agent-offer";
import { Heading } from "./heading";
import { RecommendationDetails } from "./recommendation-details";
import { TemplateOffer } from "./template-offer";

const lastReviewed = new Date(`${FACTS_LAST_REVIEWED}T00:00:00Z`).toLocaleDateString("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export interface ResultViewProps {
  answers: Answers;
  /** Move focus to the result's heading when it appears (not when a page loads with it). */
  focusOnMount: boolean;
  hydrated: boolean;
  onReset: () => void;
}

/** 'Your Preliminary Result': the verdict, the visa that fits, what to do about unmet requirements, the extras. */
export function ResultView({ answers, focusOnMount, hydrated, onReset }: ResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const { eligible, unmet, recommendation } = evaluate(answers);
  const stream = isStream(answers.stream) ? answers.stream : "tourist";
  const VerdictIcon = eligible ? CircleCheckIcon : CircleXIcon;

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="text-center">
        <Heading
          depth={1}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          Your Preliminary Result
        </Heading>
        <p className="mt-2 text-sm text-slate-700">
          {answers.country && <>Living in {countryNameInSentence(answers.country)} · </>}
          {streamLabels[stream]}
        </p>
      </div>

      <div
        data-result={eligible ? "eligible" : "not-eligible"}
        className={cn(
          "rounded-2xl border-2 p-5 shadow-sm sm:p-8",
          eligible ? "border-green-600 bg-green-50" : "border-red-600 bg-red-50",
        )}
      >
        <div className="flex flex-col items-center text-center">
          <VerdictIcon className={cn("size-14", eligible ? "text-green-700" : "text-red-700")} aria-hidden="true" />
          <Heading depth={2} className={cn("mt-3 text-2xl font-extrabold", eligible ? "text-green-800" : "text-red-800")}>
            {eligible ? "You MAY Be Eligible!" : "You May Not Meet The Requirements"}
          </Heading>
          <p className="mt-2 max-w-2xl text-slate-800">
            {eligible
              ? "Based on your answers, you may meet the main requirements for an Australian visitor visa."
              : "Based on your answers, some requirements for this visa are not met. Each one is explained below, with what you can do."}
          </p>
        </div>

        {!eligible && (
          <ul className="mt-6 space-y-3" aria-label="Requirements not met">
            {unmet.map((requirement) => (
              <li key={requirement.id} className="rounded-xl border border-red-200 bg-white p-4" data-unmet={requirement.id}>
                <p className="flex items-center gap-2 font-semibold text-red-800">
                  <CircleXIcon className="size-5 shrink-0" aria-hidden="true" />
                  {requirement.label}
                </p>
                <p className="mt-1 text-slate-800">{requirement.problem}</p>
                <p className="mt-2 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">What you can do: </span>
                  {requirement.nextStep}
                </p>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-6">
          <RecommendationDetails recommendation={recommendation} eligible={eligible} country={answers.country} />
        </div>
      </div>

      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>
          <span className="font-semibold text-slate-900">This is a preliminary result, not formal immigration advice.</span>{" "}
          It is based only on your answers. The Department of Home Affairs decides every visa application. For advice on
          your situation, consider a registered migration agent.
        </p>
        <p className="mt-2">Information last reviewed: {lastReviewed}.</p>
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

      <div className="grid gap-6 md:grid-cols-2">
        <TemplateOffer stream={stream} hydrated={hydrated} />
        <AgentOffer />
      </div>
    </div>
  );
}
