import { isCountryCode } from "./countries";
import { isPassportAnswer } from "./passports";
import { questionIdsOf, stepsFor, type Answers, type QuestionId, type QuestionStep, type SubQuestion } from "./questions";

/**
 * The check's answers as one definition, worked out from the questionnaire (questions.ts): which answers
 * there are, what each may be and which purposes ask it, and the trip's optional fields. Every reader of
 * answers is made from it: the no-JavaScript checker's and the order form's (answer-parsers.ts), the
 * API's validator and its OpenAPI parameters (api-query.ts), and the browser's own checks (answers.ts,
 * trip-query.ts). A new purpose or answer value in questions.ts therefore reaches all of them. No zod
 * here: the browser reads this too.
 */

/** What an answer of the check may be: one of the question's options, a known place, an offered passport. */
export type AnswerValueSet =
  | { readonly kind: "options"; readonly values: readonly [string, ...string[]] }
  | { readonly kind: "place" }
  | { readonly kind: "passport" };

/** What a value may be: an answer's values, or (for the trip) a calendar date. */
export type ValueSet = AnswerValueSet | { readonly kind: "date" };

/** Whether a value is one the set offers. Dates are checked in value-check.ts, so the home page's checker loads no date code. */
export function isAnswerValue(set: AnswerValueSet, value: string): boolean {
  switch (set.kind) {
    case "options":
      return set.values.includes(value);
    case "place":
      return isCountryCode(value);
    case "passport":
      return isPassportAnswer(value);
  }
}

/** Whether a question is answered yes or no (its options need no listing). */
export function isYesNo(set: ValueSet): boolean {
  return set.kind === "options" && set.values.length === 2 && set.values[0] === "yes" && set.values[1] === "no";
}

/** One answer of the check. */
export interface QuestionField {
  id: QuestionId;
  values: AnswerValueSet;
  /** The purposes (values of the `stream` question) whose check asks it, in their order. */
  askedBy: readonly string[];
  /** The sub-question it answers, with its words (the API's description); none for residence and passport. */
  question?: SubQuestion;
}

/** One optional field of the trip under a result; only `repeatable` fields may be given more than once. */
export interface TripField {
  name: string;
  values: ValueSet;
  repeatable?: true;
}

/** The answers to 'Is the traveller under 18?'. */
export const minorAnswers = ["yes", "no"] as const;

/** The trip's fields as the checker's trip form, its links and the API name them (app/modules/trip). */
export const tripFields = [
  { name: "arrive", values: { kind: "date" } },
  { name: "depart", values: { kind: "date" } },
  { name: "passportExpiry", values: { kind: "date" } },
  { name: "otherPassport", values: { kind: "passport" }, repeatable: true },
  // Whether the traveller is under 18 (the documents checklist reads it).
  { name: "minor", values: { kind: "options", values: minorAnswers } },
] as const satisfies readonly TripField[];

export type TripParam = (typeof tripFields)[number]["name"];
export type MinorAnswer = (typeof minorAnswers)[number];

export function isMinorAnswer(value: string): value is MinorAnswer {
  return (minorAnswers as readonly string[]).includes(value);
}

export interface AnswerSchema {
  /** The values of the `stream` question, in their order. */
  purposes: readonly string[];
  /** Every answer, in the order asked. */
  questions: readonly QuestionField[];
  trip: typeof tripFields;
}

function fieldOf(step: QuestionStep, id: QuestionId): Omit<QuestionField, "id" | "askedBy"> {
  if (step.type === "country-select") return { values: { kind: id === "country" ? "place" : "passport" } };
  const question = step.subQuestions.find((item) => item.id === id);
  const [first, ...rest] = question?.options.map((option) => option.value) ?? [];
  if (question === undefined || first === undefined) throw new Error(`The question ${id} offers no options`);
  return { values: { kind: "options", values: [first, ...rest] }, question };
}

/**
 * The schema of a questionnaire, given the steps it asks for some answers (questions.ts's `stepsFor`, or a
 * test's variant of it): the purposes are the `stream` question's options, and each purpose's steps say
 * which answers it asks.
 */
export function answerSchemaOf(stepsOf: (answers: Answers) => readonly QuestionStep[]): AnswerSchema {
  const purposeStep = stepsOf({}).find((step) => questionIdsOf(step).includes("stream"));
  if (!purposeStep) throw new Error("No step asks for the stream");
  const streamField = fieldOf(purposeStep, "stream");
  const purposes = streamField.values.kind === "options" ? streamField.values.values : [];
  const questions = new Map<QuestionId, QuestionField & { askedBy: string[] }>();
  for (const purpose of purposes) {
    for (const step of stepsOf({ stream: purpose })) {
      for (const id of questionIdsOf(step)) {
        const field = questions.get(id) ?? { id, ...fieldOf(step, id), askedBy: [] };
        if (!field.askedBy.includes(purpose)) field.askedBy.push(purpose);
        questions.set(id, field);
      }
    }
  }
  return { purposes, questions: [...questions.values()], trip: tripFields };
}

/** The checker's own schema. */
export const answerSchema: AnswerSchema = answerSchemaOf(stepsFor);
