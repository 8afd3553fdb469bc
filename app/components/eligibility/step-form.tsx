import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { memo, useMemo, type FormEvent, type RefObject } from "react";
import { notify } from "~/lib/toast";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { answerEntries } from "~/modules/eligibility/answers";
import { questionIdsOf, type Answers, type QuestionStep } from "~/modules/eligibility/questions";
import { unansweredQuestions } from "~/modules/eligibility/rules";
import { CountryStep, countryInputId } from "./country-step";
import { passportInputId } from "./passport-field";
import { Heading } from "./heading";
import { RadioStep, firstRadioId } from "./radio-step";
import { StepIcon } from "./step-icon";
import type { CheckerActions } from "./use-checker";
import { localizeStep } from "~/modules/i18n/checker-messages";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";


/** The choice a submit button carries (a pinned country's flag, a passport suggestion), if it carries one. */
function pickedByButton(submitter: HTMLElement | null | undefined): { id: "country" | "passport"; value: string } | undefined {
  const id = submitter?.getAttribute("name");
  const value = submitter?.getAttribute("value");
  return (id === "country" || id === "passport") && value ? { id, value } : undefined;
}

/** The 'Answer Required' toast's id: a newer one replaces it, and it is dismissed when the step changes. */
export const ANSWER_REQUIRED_TOAST = "checker-answer-required";

/** The id of a step's heading, which names its form and takes the focus when the step shows. */
export const stepTitleId = (id: QuestionStep["id"]) => `checker-step-${id}-title`;

interface StepFormProps {
  step: QuestionStep;
  index: number;
  isLast: boolean;
  answers: Answers;
  /** True when the person pressed Next with questions of this step unanswered. */
  errorsVisible: boolean;
  /** True when the server sent this step back for missing answers (no-JavaScript path). */
  blockedByServer: boolean;
  hydrated: boolean;
  actions: RefObject<CheckerActions>;
}

/**
 * One question card as a real form. Without JavaScript it is a GET form to /check carrying every
 * answer, the step shown and the button pressed, and the server renders what comes next. With
 * JavaScript the same form is handled here and never leaves the browser. Its props change only with
 * its own answers or errors, so a step change that shows it renders nothing in it.
 */
export const StepForm = memo(function StepForm({ step: data, index, isLast, answers, errorsVisible, blockedByServer, hydrated, actions }: StepFormProps) {
  const titleId = stepTitleId(data.id);
  const { locale, t } = useI18n();
  const step = useMemo(() => localizeStep(data, t), [data, t]);
  const answerRequired = { title: t("checker.answer-required"), message: t("checker.error.all") };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Only the Back button submits the value 'back'.
    if (submitter?.getAttribute("value") === "back") {
      actions.current.back();
      return;
    }
    // A flag or passport suggestion pressed between hydration and the effect that turns it into a plain
    // button is still a submit button carrying its choice: the press chooses, as it does without JavaScript.
    const picked = pickedByButton(submitter);
    if (picked) {
      actions.current.answer(picked.id, picked.value);
      return;
    }
    const missing = unansweredQuestions(step, answers);
    const first = missing[0];
    if (first !== undefined) {
      notify.error(answerRequired.title, answerRequired.message, { id: ANSWER_REQUIRED_TOAST });
      actions.current.showErrors();
      const field = first === "country" ? countryInputId : first === "passport" ? passportInputId : firstRadioId(first);
      document.getElementById(field)?.focus();
      return;
    }
    actions.current.goTo(isLast ? "result" : index + 1);
  };

  return (
    <form
      method="get"
      action={localizePath("/check", locale)}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {/* Pressing Enter in a field means Next: the first submit button of a form is its default. */}
      <button type="submit" name="nav" value="next" hidden tabIndex={-1} />
      <input type="hidden" name="step" value={index} />
      {answerEntries(answers, questionIdsOf(step)).map(([id, value]) => (
        <input key={id} type="hidden" name={id} value={value} />
      ))}

      <div className="p-5 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ocean-100 text-ocean-700">
            <StepIcon name={step.icon} className="size-6" />
          </span>
          <div>
            <Heading
              depth={1}
              id={titleId}
              tabIndex={-1}
              className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
            >
              {step.title}
            </Heading>
            <p className="mt-1 text-slate-700">{step.question}</p>
          </div>
        </div>

        {blockedByServer && (
          <Alert variant="destructive" className="mt-6">
            <AlertTitle>{answerRequired.title}</AlertTitle>
            <AlertDescription>{answerRequired.message}</AlertDescription>
          </Alert>
        )}

        <div className="mt-6">
          {step.type === "country-select" ? (
            <CountryStep
              step={step}
              value={answers.country}
              onChange={(code) => actions.current.answer("country", code)}
              passport={answers.passport}
              onPassportChange={(code) => actions.current.answer("passport", code)}
              showError={errorsVisible && !answers.country}
              showPassportError={errorsVisible && !answers.passport}
              hydrated={hydrated}
            />
          ) : (
            <RadioStep step={step} answers={answers} onChange={(id, value) => actions.current.answer(id, value)} showErrors={errorsVisible} />
          )}
        </div>
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-4 sm:px-8">
        <Button type="submit" name="nav" value="back" variant="outline" disabled={index === 0}>
          <ArrowLeftIcon aria-hidden="true" />
          {t("checker.back")}
        </Button>
        <Button type="submit" name="nav" value="next">
          {isLast ? t("checker.see-result") : t("checker.next")}
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
});
