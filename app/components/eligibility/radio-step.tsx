import { FieldError } from "~/components/ui/field-error";
import { cn } from "~/lib/cn";
import type { Answers, MultiRadioStep, SubQuestionId } from "~/modules/eligibility/questions";
import { useI18n } from "~/modules/i18n/i18n";

/** The id of a sub-question's first radio, where focus goes when it still needs an answer. */
export function firstRadioId(id: SubQuestionId): string {
  return `checker-${id}-0`;
}

interface RadioStepProps {
  step: MultiRadioStep;
  answers: Answers;
  onChange: (id: SubQuestionId, value: string) => void;
  showErrors: boolean;
}

/** One fieldset with a legend per sub-question, each a group of native radio buttons. */
export function RadioStep({ step, answers, onChange, showErrors }: RadioStepProps) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      {step.subQuestions.map((question) => {
        const missing = showErrors && !answers[question.id];
        const errorId = `checker-${question.id}-error`;
        return (
          <fieldset
            key={question.id}
            className={cn("rounded-xl border p-4 sm:p-5", missing ? "border-red-300 bg-red-50/40" : "border-slate-200")}
          >
            <legend className="float-left mb-3 w-full text-base font-medium text-slate-900">{question.label}</legend>
            <div className={cn("clear-left grid gap-3", question.options.length > 2 ? "sm:grid-cols-3" : "grid-cols-2")}>
              {question.options.map((option, index) => {
                const inputId = `checker-${question.id}-${index}`;
                return (
                  <label
                    key={option.value}
                    htmlFor={inputId}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-medium text-slate-800 transition-colors hover:border-ocean-400 has-checked:border-ocean-600 has-checked:bg-ocean-50 has-checked:text-ocean-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ocean-600"
                  >
                    <input
                      id={inputId}
                      type="radio"
                      name={question.id}
                      value={option.value}
                      checked={answers[question.id] === option.value}
                      onChange={() => onChange(question.id, option.value)}
                      aria-describedby={missing ? errorId : undefined}
                      className="size-4 shrink-0 accent-ocean-700 focus-visible:outline-none"
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
            {missing && (
              <FieldError id={errorId} className="mt-2">
                {t("checker.error.choose")}
              </FieldError>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
