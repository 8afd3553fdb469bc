import { LONGEST_VISITOR_STAY_MONTHS, SHORT_STAY_MONTHS, SPONSOR_MINIMUM_AGE, SPONSOR_SETTLED_YEARS } from "~/content/facts-questionnaire";
import type { QuestionId, QuestionStep, SubQuestion } from "~/modules/eligibility/questions";
import type { Translate } from "./i18n";

/**
 * The checker's questionnaire in the page's language (the result's texts are in result-messages.ts, which
 * loads with the result). The questions stay data (eligibility/questions.ts,
 * English); each text has a message id built from the step, question and option ids, and the English
 * catalog holds the same words (a test keeps the two equal).
 */

/** The figures the questions quote, for every message that names one. */
export const questionValues = { months: SHORT_STAY_MONTHS, longestMonths: LONGEST_VISITOR_STAY_MONTHS, age: SPONSOR_MINIMUM_AGE, years: SPONSOR_SETTLED_YEARS };

function optionMessageId(question: SubQuestion, value: string): string {
  if (question.id === "stream") return `stream.${value}`;
  if (question.id === "stay" || question.id === "otherPurpose") return `option.${question.id}.${value}`;
  return `option.${value}`;
}

function localizeSubQuestion(question: SubQuestion, t: Translate): SubQuestion {
  return {
    ...question,
    label: t(`question.${question.id}.label`, questionValues),
    shortLabel: t(`question.${question.id}.short`, questionValues),
    options: question.options.map((option) => ({ ...option, label: t(optionMessageId(question, option.value), questionValues) })),
  };
}

/** A step's messages: 'step.<id>.…'; the step for trips no visitor visa is meant for words its own under 'pointer.'. */
const stepMessages = (id: QuestionStep["id"]) => `${id === "other-purpose" ? "pointer." : ""}step.${id}`;

/** A step's title in the page's language (what the progress shows of the steps not on screen). */
export function stepTitle(id: QuestionStep["id"], t: Translate): string {
  return t(`${stepMessages(id)}.title`);
}

/**
 * A step with its title, question, sub-questions and options in the page's language. Some options quote
 * figures through plural forms, whose first use sets up the browser's number formatting (tens of
 * milliseconds on a slow phone): the wizard localizes a step when it renders it, not every step at once.
 */
export function localizeStep<Step extends QuestionStep>(step: Step, t: Translate): Step {
  const texts = { title: stepTitle(step.id, t), question: t(`${stepMessages(step.id)}.question`) };
  if (step.type === "country-select") {
    return {
      ...step,
      ...texts,
      shortLabel: t("step.country.short"),
      passportLabel: t("step.country.passport"),
      passportShortLabel: t("step.country.passport-short"),
    };
  }
  return { ...step, ...texts, subQuestions: step.subQuestions.map((question) => localizeSubQuestion(question, t)) };
}

/** A question's short name, as in the progress panel. */
export function questionShortLabel(id: QuestionId, t: Translate): string {
  if (id === "country") return t("step.country.short");
  if (id === "passport") return t("step.country.passport-short");
  return t(`question.${id}.short`, questionValues);
}
