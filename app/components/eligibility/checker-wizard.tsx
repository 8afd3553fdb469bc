import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Progress } from "~/components/ui/progress";
import { afterPaint, whenIdle } from "~/lib/after-paint";
import { notify } from "~/lib/toast";
import { progressPercent, reachableView } from "~/modules/eligibility/rules";
import { KeptPart } from "./kept-part";
import { ProgressPanel } from "./progress-panel";
import type { ComponentType } from "react";
import { LazyResultView, preloadResultView } from "./lazy-result-view";
import { resultTitleId } from "./heading";
import type { ResultViewProps } from "./result-view";
import { ANSWER_REQUIRED_TOAST, StepForm, stepTitleId } from "./step-form";
import { useChecker, type CheckerInitialState } from "./use-checker";
import { useHydrated } from "~/lib/use-hydrated";
import { stepTitle } from "~/modules/i18n/checker-messages";
import { useI18n } from "~/modules/i18n/i18n";

interface CheckerWizardProps {
  initial?: CheckerInitialState;
  /** The result screen; loaded on demand unless the page passes it in (see LazyResultView). */
  resultView?: ComponentType<ResultViewProps>;
}

/**
 * The questionnaire and its result. Each move focuses the new heading and announces the progress.
 *
 * Once someone starts using the wizard, every step of the current questionnaire (and the result, once
 * every question is answered) is rendered ahead while the browser is idle, and kept hidden. A step
 * change then only shows one part and hides another: nothing new is made in the click's frame. Hidden
 * parts follow the answers in the frames after a change (deferred), the part shown at once. The
 * server's HTML holds the part shown alone.
 */
export function CheckerWizard({ initial, resultView: ResultView = LazyResultView }: CheckerWizardProps) {
  const hydrated = useHydrated();
  const checker = useChecker(initial, hydrated);
  const shownView = useRef(checker.view);
  const { view, answers, actions } = checker;
  // One function for the page's life, so the result rendered ahead need not render again for it.
  const [reset] = useState(() => () => actions.current.reset());
  const { t } = useI18n();
  const { steps } = checker;
  // The progress names every step; each step renders its own questions in the language (see StepForm).
  const titled = useMemo(() => steps.map((item) => ({ ...item, title: stepTitle(item.id, t) })), [steps, t]);
  // The panel and the hidden parts follow a step or an answer in the frames after it: what the click
  // changes on screen paints first.
  const later = useDeferredValue(answers);
  const panel = useDeferredValue({ steps: titled, view: view === "result" ? 0 : view, answers });
  const [ahead, setAhead] = useState(false);
  // The result is rendered ahead only once its code is here (a page may hand it in with its own code).
  const [resultCode, setResultCode] = useState(ResultView !== LazyResultView);
  const showsResult = view === "result";

  // Rendering ahead waits for the first touch or focus in the wizard: a page that is only read
  // (or measured while it loads) does none of that work.
  const aheadAsked = useRef(false);
  const renderAhead = () => {
    if (aheadAsked.current) return;
    aheadAsked.current = true;
    whenIdle(() => startTransition(() => setAhead(true)));
  };

  useEffect(() => {
    // The result's code is fetched and run when the browser is idle after the step's paint, not in its frame.
    if (view !== 0) afterPaint(() => whenIdle(() => void preloadResultView().then(() => setResultCode(true))));
    if (shownView.current === view) return;
    shownView.current = view;
    // An 'Answer Required' toast is about the step just left: it must not stay over the next one or the result.
    notify.dismiss(ANSWER_REQUIRED_TOAST);
    // After the paint: the new step shows first. (A result whose code is still on its way focuses itself.)
    const heading = view === "result" ? resultTitleId : stepTitleId(steps[view]?.id ?? "country");
    afterPaint(() => document.getElementById(heading)?.focus());
  }, [view, steps]);

  const step = showsResult ? undefined : titled[view];
  const percent = showsResult ? 100 : progressPercent(view, steps.length);
  const position = showsResult ? "" : t("checker.progress.position", { step: view + 1, total: steps.length });
  const complete = t("checker.percent", { percent });
  const announcement = !checker.hasMoved ? "" : step ? `${position}, ${complete}: ${step.title}` : t("checker.result-ready");
  const resultAhead = ahead && resultCode && reachableView("result", later) === "result";

  return (
    <div className="mt-10" onPointerDownCapture={renderAhead} onFocusCapture={renderAhead}>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="checker-announcer">
        {announcement}
      </p>
      {(step || ahead) && (
        <KeptPart shown={!showsResult}>
          <div className="mb-6" data-print-hidden>
            <div className="flex items-center justify-between text-sm font-medium text-slate-700">
              <p data-testid="checker-step-position">{position}</p>
              <p data-testid="checker-percent">{complete}</p>
            </div>
            <Progress value={percent} label={t("checker.progress.label")} valueText={`${position} (${percent}%)`} className="mt-2" />
          </div>
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div>
              {steps.map((item, index) => {
                const shown = index === view;
                return (
                  (shown || ahead) && (
                    <KeptPart key={item.id} shown={shown}>
                      <StepForm
                        step={item}
                        index={index}
                        isLast={index === steps.length - 1}
                        answers={shown ? answers : later}
                        errorsVisible={shown && checker.errorsVisible}
                        blockedByServer={shown && checker.blockedByServer}
                        hydrated={hydrated}
                        actions={actions}
                      />
                    </KeptPart>
                  )
                );
              })}
            </div>
            <ProgressPanel steps={panel.steps} currentIndex={panel.view} answers={panel.answers} />
          </div>
        </KeptPart>
      )}
      {(showsResult || resultAhead) && (
        <KeptPart shown={showsResult}>
          <ResultView answers={showsResult ? answers : later} shownByClick={checker.hasMoved} hydrated={hydrated} onReset={reset} />
        </KeptPart>
      )}
    </div>
  );
}
