import { z } from "~/lib/zod";
import { cleanAnswers, withDefaultPassport } from "~/modules/eligibility/answers";
import { answerSchemas } from "~/modules/eligibility/answer-parsers";
import { decideOutcome, templateVisaOf } from "~/modules/eligibility/outcome";
import { allQuestionIds, type Answers, type QuestionId } from "~/modules/eligibility/questions";
import { currentAnswerEntries } from "~/modules/eligibility/result-link";
import { reachableView } from "~/modules/eligibility/rules";
import type { TemplateKind } from "~/modules/template-pdf/template-kinds";

/** The longest answers field a result can post (every question answered); anything longer is not a result's. */
export const ANSWERS_FIELD_MAX_LENGTH = 1000;

const questionIds = new Set<string>(allQuestionIds);

/**
 * The checker's answers as the purchase form posts them: the result's own query string
 * (`country=IN&passport=IN&stream=tourist…`). Every key must be a question and every value one it
 * offers, each key once; otherwise the field is not a result's and is refused as a whole.
 */
const answersQuery = z
  .string()
  .max(ANSWERS_FIELD_MAX_LENGTH)
  .transform((query, context) => {
    const params = new URLSearchParams(query);
    const answers: Answers = {};
    for (const [key, value] of params) {
      const schema = questionIds.has(key) ? answerSchemas.get(key as QuestionId) : undefined;
      if (!schema?.safeParse(value).success || key in answers) {
        context.addIssue({ code: "custom", message: `Not a checker answer: ${key.slice(0, 40)}` });
        return z.NEVER;
      }
      answers[key as QuestionId] = value;
    }
    return answers;
  });

/**
 * The answers to print in a buyer's guide, or undefined for the general guide. Kept only when they are
 * a whole result (every step answered, nothing left over from steps that dropped out) and that result
 * recommends the visa whose guide is being bought, so the guide never contradicts the visa sold.
 */
export function answersForOrder(posted: string | undefined, template: TemplateKind): Answers | undefined {
  if (!posted) return undefined;
  const parsed = answersQuery.safeParse(posted);
  if (!parsed.success) return undefined;
  // A passport left on 'same as my country of residence' is the residence's own, as the result reads it.
  const answers = withDefaultPassport(parsed.data);
  if (reachableView("result", answers) !== "result") return undefined;
  if (currentAnswerEntries(answers).length !== Object.keys(answers).length) return undefined;
  if (templateVisaOf(decideOutcome(answers)) !== template) return undefined;
  return answers;
}

/** The answers an order was stored with (JSON), checked again as they are read; undefined without. */
export function storedOrderAnswers(json: string | null | undefined): Answers | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const answers = cleanAnswers(value as Record<string, unknown>);
    return Object.keys(answers).length > 0 ? answers : undefined;
  } catch {
    return undefined;
  }
}
