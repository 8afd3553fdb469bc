import { isCountryCode } from "./countries";
import { allQuestionIds, findSubQuestion, type Answers, type QuestionId } from "./questions";

/** Whether a value is one the question offers: a known country code, or one of the sub-question's options. */
export function isOfferedValue(id: QuestionId, value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (id === "country") return isCountryCode(value);
  return findSubQuestion(id).options.some((option) => option.value === value);
}

/**
 * Answers from untrusted key/value pairs (browser history state). Unknown keys and values that are not
 * offered are dropped. This is the browser's check; the server parses its query with zod
 * (check-request.ts), and both follow the same question data.
 */
export function cleanAnswers(input: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const id of allQuestionIds) {
    const value = Object.hasOwn(input, id) ? input[id] : undefined;
    if (isOfferedValue(id, value)) answers[id] = value;
  }
  return answers;
}

/** Answers as form fields in a fixed order, for the hidden inputs that carry them from step to step. */
export function answerEntries(answers: Answers, except: readonly QuestionId[] = []): [QuestionId, string][] {
  return allQuestionIds.flatMap((id) => {
    const value = answers[id];
    return value === undefined || except.includes(id) ? [] : [[id, value] as [QuestionId, string]];
  });
}
