import { isOfferedValue } from "./answers";
import {
  findSubQuestion,
  questionIdsOf,
  stepsFor,
  type Answers,
  type QuestionId,
  type QuestionStep,
} from "./questions";

/** What the progress panel shows for one question. */
export type QuestionStatus = "unanswered" | "passing" | "failing";

/** Where the wizard is: a step index into stepsFor(answers), or the result. */
export type WizardView = number | "result";

export function isAnswered(id: QuestionId, answers: Answers): boolean {
  return answers[id] !== undefined && answers[id] !== "";
}

/**
 * Whether an answered question meets its rule: a chosen place or passport, or the required value
 * where one is set. The progress panel shows this; how much an answer matters is decided in outcome.ts.
 */
export function passesRule(id: QuestionId, value: string): boolean {
  if (!isOfferedValue(id, value)) return false;
  if (id === "country" || id === "passport") return true;
  const { requiredValue } = findSubQuestion(id);
  return requiredValue === undefined || value === requiredValue;
}

export function questionStatus(id: QuestionId, answers: Answers): QuestionStatus {
  const value = answers[id];
  if (value === undefined || value === "") return "unanswered";
  return passesRule(id, value) ? "passing" : "failing";
}

/** The questions of a step that still need an answer, in the order they are asked. */
export function unansweredQuestions(step: QuestionStep, answers: Answers): QuestionId[] {
  return questionIdsOf(step).filter((id) => !isAnswered(id, answers));
}

export function isStepComplete(step: QuestionStep, answers: Answers): boolean {
  return unansweredQuestions(step, answers).length === 0;
}

/** Index of the first step with a missing answer, or the number of steps when all are complete. */
export function firstIncompleteStep(answers: Answers): number {
  const steps = stepsFor(answers);
  const index = steps.findIndex((step) => !isStepComplete(step, answers));
  return index === -1 ? steps.length : index;
}

/** The questions asked by the current steps; answers to steps that dropped out are not among them. */
export function currentQuestionIds(answers: Answers): QuestionId[] {
  return stepsFor(answers).flatMap(questionIdsOf);
}

/**
 * The view the wizard may show for a requested one: never a step after one with missing answers
 * (a stale history entry or an edited URL cannot skip questions), and the result only when every
 * step is complete.
 */
export function reachableView(requested: WizardView, answers: Answers): WizardView {
  const steps = stepsFor(answers);
  const firstIncomplete = firstIncompleteStep(answers);
  const wanted = requested === "result" ? steps.length : Math.max(0, Math.min(Math.trunc(requested), steps.length - 1));
  if (wanted <= firstIncomplete) return wanted >= steps.length ? "result" : wanted;
  return firstIncomplete;
}

/** Rounded percent shown beside 'Step N of M': (step + 1) / steps. */
export function progressPercent(stepIndex: number, stepCount: number): number {
  return Math.round(((stepIndex + 1) / stepCount) * 100);
}
