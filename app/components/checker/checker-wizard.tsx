import { useDeferredValue, useEffect, useMemo, useRef } from "react";
import { Progress } from "~/components/ui/progress";
import { afterPaint, whenIdle } from "~/lib/after-paint";
import { notify } from "~/lib/toast";
import { progressPercent } from "~/modules/eligibility/rules";
import { ProgressPanel } from "./progress-panel";
import type { ComponentType } from "react";
import { LazyResultView, preloadResultView } from "./lazy-result-view";
import type { ResultViewProps } from "./result-view";
import { ANSWER_REQUIRED_TOAST, StepForm } from "./step-form";
import { useChecker, type CheckerInitialState } from "./use-checker";
import { useHydrated } from "./use-hydrated";
import { localizeStep } from "~/modules/i18n/checker-messages";
import { useI18n } from "~/modules/i18n/i18n";

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
  const { view, answers } = checker;
  const { t } = useI18n();
  const steps = useMemo(() => checker.steps.map((item) => localizeStep(item, t)), [checker.steps, t]);
  // The panel follows a step or an answer in the frames after it: the question the click leads to paints first.
  const panel = useDeferredValue({ steps, view: view === "result" ? 0 : view, answers });

  useEffect(() => {
    // The result's code is fetched and run when the browser is idle after the step's paint, not in its frame.
    if (view !== 0) afterPaint(() => whenIdle(() => void preloadResultView()));
    if (shownView.current === view) return;
    shownView.current = view;
    // An 'Answer Required' toast is about the step just left: it must not stay over the next one or the result.
    notify.dismiss(ANSWER_REQUIRED_TOAST);
    // The result focuses its own heading once its code has loaded. After the paint: the new step shows first.
    afterPaint(() => headingRef.current?.focus());
  }, [view]);

  const step = view === "result" ? undefined : steps[view];
  const percent = view === "result" ? 100 : progressPercent(view, steps.length);
  const position = view === "result" ? "" : t("checker.progress.position", { step: view + 1, total: steps.length });
  const complete = t("checker.percent", { percent });
  const announcement = !checker.hasMoved ? "" : step ? `${position}, ${complete}: ${step.title}` : t("checker.result-ready");

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
              <p data-testid="checker-percent">{complete}</p>
            </div>
            <Progress value={percent} label={t("checker.progress.label")} valueText={`${position} (${percent}%)`} className="mt-2" />
          </div>
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <StepForm checker={checker} step={step} index={view} hydrated={hydrated} headingRef={headingRef} />
            <ProgressPanel steps={panel.steps} currentIndex={panel.view} answers={panel.answers} />
          </div>
        </>
      )}
    </div>
  );
}
