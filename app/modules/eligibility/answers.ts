import { answerSchema, isAnswerValue } from "./answer-schema";
import { defaultPassport } from "./passports";
import { allQuestionIds, type Answers, type QuestionId } from "./questions";

const questionFields = new Map(answerSchema.questions.map((field) => [field.id, field]));

/** Whether a value is one the question offers (answer-schema.ts): a known place, an offered passport, or one of its options. */
export function isOfferedValue(id: QuestionId, value: unknown): value is string {
  const field = questionFields.get(id);
  return typeof value === "string" && field !== undefined && isAnswerValue(field.values, value);
}

/**
 * The answers after the residence changes: the passport follows the residence (pre-filled with the
 * place's own passport, or left for the traveller to choose in a territory) unless the traveller had
 * chosen a different passport, which is kept.
 */
export function answersAfterResidence(answers: Answers, country: string): Answers {
  const { passport, ...rest } = answers;
  const customised = passport !== undefined && passport !== defaultPassport(answers.country);
  const next = customised ? passport : defaultPassport(country);
  return next === undefined ? { ...rest, country } : { ...rest, country, passport: next };
}

/** Where no passport was chosen, the residence's own passport: what the pre-filled question submits. */
export function withDefaultPassport(answers: Answers): Answers {
  if (answers.passport !== undefined) return answers;
  const passport = defaultPassport(answers.country);
  return passport === undefined ? answers : { ...answers, passport };
}

/**
 * Answers from untrusted key/value pairs (browser history state). Unknown keys and values that are not
 * offered are dropped. This is the browser's check; the server reads its queries with zod schemas
 * (answer-parsers.ts), and both are made from the same answer schema.
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
