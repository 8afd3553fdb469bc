import { memo } from "react";
import { CircleCheckIcon, CircleIcon, CircleXIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { findSubQuestion, questionIdsOf, type Answers, type QuestionStep } from "~/modules/eligibility/questions";
import { questionStatus, type QuestionStatus } from "~/modules/eligibility/rules";
import { Heading } from "./heading";
import { questionShortLabel } from "~/modules/i18n/checker-messages";
import { useI18n } from "~/modules/i18n/i18n";

function StatusIcon({ status, hasRule }: { status: QuestionStatus; hasRule: boolean }) {
  const { t } = useI18n();
  if (status === "unanswered") {
    return (
      <>
        <CircleIcon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="sr-only">{t("checker.progress.not-answered")} </span>
      </>
    );
  }
  if (status === "passing") {
    return (
      <>
        <CircleCheckIcon className="size-5 shrink-0 text-green-700" aria-hidden="true" />
        <span className="sr-only">{hasRule ? t("checker.progress.met") : t("checker.progress.answered")} </span>
      </>
    );
  }
  return (
    <>
      <CircleXIcon className="size-5 shrink-0 text-red-700" aria-hidden="true" />
      <span className="sr-only">{t("checker.progress.not-met")} </span>
    </>
  );
}

interface ProgressPanelProps {
  steps: readonly QuestionStep[];
  currentIndex: number;
  answers: Answers;
}

/**
 * 'Your Progress': every question of the current steps with its state (unanswered, answered and
 * eligible, answered and not eligible). Future steps are dimmed, the current one highlighted.
 */
export const ProgressPanel = memo(function ProgressPanel({ steps, currentIndex, answers }: ProgressPanelProps) {
  const { t } = useI18n();
  return (
    <aside aria-labelledby="checker-progress-heading" className="skip-offscreen rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-print-hidden>
      <Heading depth={1} id="checker-progress-heading" className="text-lg font-semibold text-slate-900">
        {t("checker.progress.heading")}
      </Heading>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isFuture = index > currentIndex;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? "step" : undefined}
              className={cn(
                "rounded-xl border p-3",
                isCurrent ? "border-ocean-300 bg-ocean-50" : "border-transparent",
                isFuture ? "text-slate-500" : "text-slate-800",
              )}
            >
              <p className={cn("text-sm font-semibold", isCurrent && "text-ocean-900")}>
                {index + 1}. {step.title}
                {isFuture && <span className="sr-only"> {t("checker.progress.upcoming")}</span>}
                {isCurrent && <span className="sr-only"> {t("checker.progress.current")}</span>}
              </p>
              <ul className="mt-2 space-y-1.5">
                {questionIdsOf(step).map((id) => {
                  const status = questionStatus(id, answers);
                  const hasRule = id !== "country" && id !== "passport" && findSubQuestion(id).requiredValue !== undefined;
                  return (
                    <li key={id} className="flex items-start gap-2 text-sm" data-status={status}>
                      <StatusIcon status={status} hasRule={hasRule} />
                      <span>{questionShortLabel(id, t)}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </aside>
  );
});
