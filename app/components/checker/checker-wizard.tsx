import { useEffect, useRef } from "react";
import { Progress } from "~/components/ui/progress";
import { notify } from "~/lib/toast";
import { progressPercent } from "~/modules/eligibility/rules";
import { ProgressPanel } from "./progress-panel";
import type { ComponentType } from "react";
import { LazyResultView, preloadResultView } from "./lazy-result-view";
import type { ResultViewProps } from "./result-view";
import { ANSWER_REQUIRED_TOAST, StepForm } from "./step-form";
import { useChecker, type CheckerInitialState } from "./use-checker";
import { useHydrated } from "./use-hydrated";

interface CheckerWizardProps {
  initial?: CheckerInitialState;
  /** The result screen; loaded on demand unless the page passes it in (see LazyResultView). */
  resultView?: ComponentType<ResultViewProps>;
}

/** The questionnaire and its result. Each move focuses the new heading and announces the progress. */
export function CheckerWizard({ initial, resultView: ResultView = LazyResultView }: CheckerWizardProps) {
  const hydrated = useHydrated();
  const checker = useChecker(initial, hydrated);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(checker.view);
  const { view, steps, answers } = checker;

  useEffect(() => {
    if (view !== 0) void preloadResultView();
    if (shownView.current === view) return;
    shownView.current = view;
    // An 'Answer Required' toast is about the step just left: it must not stay over the next one or the result.
    notify.dismiss(ANSWER_REQUIRED_TOAST);
    // The result focuses its own heading once its code has loaded.
    headingRef.current?.focus();
  }, [view]);

  const step = view === "result" ? undefined : steps[view];
  const percent = view === "result" ? 100 : progressPercent(view, steps.length);
  const position = view === "result" ? "" : `Step ${view + 1} of ${steps.length}`;
  const announcement = !checker.hasMoved
    ? ""
    : step
      ? `${position}, ${percent}% complete: ${step.title}`
      : "Your preliminary result is ready.";

  return (
    <div className="mt-10">
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="checker-announcer">
        {announcement}
      </p>
      {view === "result" || !step ? (
        <ResultView answers={answers} focusOnMount={checker.hasMoved} hydrated={hydrated} onReset={checker.reset} />
      ) : (
        <>
          <div className="mb-6" data-print-hidden>
            <div className="flex items-center justify-between text-sm font-medium text-slate-700">
              <p data-testid="checker-step-position">{position}</p>
              <p data-testid="checker-percent">{percent}% complete</p>
            </div>
            <Progress value={percent} label="Checker progress" valueText={`${position} (${percent}%)`} className="mt-2" />
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <StepForm checker={checker} step={step} index={view} hydrated={hydrated} headingRef={headingRef} />
            <ProgressPanel steps={steps} currentIndex={view} answers={answers} />
          </div>
        </>
      )}
    </div>
  );
}
