import { z } from "~/lib/zod";
import { answerSchema, type AnswerSchema, type TripParam, type ValueSet } from "./answer-schema";
import { isInValueSet } from "./value-check";
import type { Answers, QuestionId } from "./questions";

/**
 * The server's zod schemas for answers, made from the answer schema (answer-schema.ts): one per answer of
 * the check and one per trip field. The no-JavaScript checker, the order form and the trip's reading on
 * the server use them; the API words its own messages from the same schema (api-query.ts).
 */

/** A value of a set: one of the options, or a string the set's check accepts. */
export function valueSchema(set: ValueSet, message?: string): z.ZodType<string, string> {
  return set.kind === "options" ? z.enum(set.values, message === undefined ? undefined : { message }) : z.string().refine((value) => isInValueSet(set, value), message);
}

/** One schema per answer of a questionnaire. */
export function answerSchemasOf(schema: AnswerSchema): ReadonlyMap<QuestionId, z.ZodType<string, string>> {
  return new Map(schema.questions.map((field) => [field.id, valueSchema(field.values)]));
}

/** One schema per answer of the checker. */
export const answerSchemas = answerSchemasOf(answerSchema);

/**
 * Reads answers from a query (the no-JavaScript checker) with a questionnaire's schemas. Unknown keys
 * and invalid values are dropped; where a key repeats, the first valid value wins (a pinned-country
 * button is submitted before the country list, so the button the person pressed decides).
 */
export function queryAnswersReader(schema: AnswerSchema): (params: URLSearchParams) => Answers {
  const schemas = answerSchemasOf(schema);
  return (params) => {
    const answers: Answers = {};
    for (const [id, valueOf] of schemas) {
      const value = params.getAll(id).find((candidate) => valueOf.safeParse(candidate).success);
      if (value !== undefined) answers[id] = value;
    }
    return answers;
  };
}

const tripSchemas = new Map(answerSchema.trip.map((field) => [field.name, valueSchema(field.values)]));

/** Whether a trip field's value is one the server accepts. */
export function isTripValue(field: TripParam, value: string): boolean {
  return tripSchemas.get(field)?.safeParse(value).success ?? false;
}
