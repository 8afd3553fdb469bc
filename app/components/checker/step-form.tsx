import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import type { FormEvent, Ref } from "react";
import { notify } from "~/lib/toast";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { answerEntries } from "~/modules/eligibility/answers";
import { questionIdsOf, type QuestionStep } from "~/modules/eligibility/questions";
import { unansweredQuestions } from "~/modules/eligibility/rules";
import { CountryStep, countryInputId } from "./country-step";
import { passportInputId } from "./passport-field";
import { Heading } from "./heading";
import { RadioStep, firstRadioId } from "./radio-step";
import { StepIcon } from "./step-icon";
import type { Checker } from "./use-checker";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";


/** The 'Answer Required' toast's id: a newer one replaces it, and it is dismissed when the step changes. */
export const ANSWER_REQUIRED_TOAST = "checker-answer-required";

interface StepFormProps {
  checker: Checker;
  step: QuestionStep;
  index: number;
  hydrated: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One question card as a real form. Without JavaScript it is a GET form to /check carrying every
 * answer, the step shown and the button pressed, and the server renders what comes next. With
 * JavaScript the same form is handled here and never leaves the browser.
 */
export function StepForm({ checker, step, index, hydrated, headingRef }: StepFormProps) {
  const { answers, steps } = checker;
  const { locale, t } = useI18n();
  const isLast = index === steps.length - 1;
  const answerRequired = { title: t("checker.answer-required"), message: t("checker.error.all") };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Only the Back button submits the value 'back'.
    if (submitter?.getAttribute("value") === "back") {
      checker.back();
      return;
    }
    const missing = unansweredQuestions(step, answers);
    const first = missing[0];
    if (first !== undefined) {
      notify.error(answerRequired.title, answerRequired.message, { id: ANSWER_REQUIRED_TOAST });
      checker.showErrors();
      const field = first === "country" ? countryInputId : first === "passport" ? passportInputId : firstRadioId(first);
      document.getElementById(field)?.focus();
      return;
    }
    checker.goTo(isLast ? "result" : index + 1);
  };

  return (
    <form
      method="get"
      action={localizePath("/check", locale)}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="checker-step-title"
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
              id="checker-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
            >
              {step.title}
            </Heading>
            <p className="mt-1 text-slate-700">{step.question}</p>
          </div>
        </div>

        {checker.blockedByServer && (
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
              onChange={(code) => checker.answer("country", code)}
              passport={answers.passport}
              onPassportChange={(code) => checker.answer("passport", code)}
              showError={checker.errorsVisible && !answers.country}
              showPassportError={checker.errorsVisible && !answers.passport}
              hydrated={hydrated}
            />
          ) : (
            <RadioStep step={step} answers={answers} onChange={checker.answer} showErrors={checker.errorsVisible} />
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
}
