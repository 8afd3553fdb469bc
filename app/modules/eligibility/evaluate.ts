import { explanations } from "./explanations";
import { countryStep, findSubQuestion, type Answers, type QuestionId } from "./questions";
import { recommend, type Recommendation } from "./recommend";
import { currentQuestionIds, questionStatus } from "./rules";

export interface UnmetRequirement {
  id: QuestionId;
  /** The requirement's short name, as in the progress panel. */
  label: string;
  problem: string;
  nextStep: string;
  /** True when the question was not answered at all. */
  unanswered: boolean;
}

export interface Evaluation {
  eligible: boolean;
  /** Every current question whose answer is missing or fails its rule, in the order asked. */
  unmet: UnmetRequirement[];
  recommendation: Recommendation;
}

const notAnswered = {
  problem: "This question was not answered.",
  nextStep: "Start again and answer every question, so the check can give you a result.",
};

function labelOf(id: QuestionId): string {
  return id === "country" ? countryStep.shortLabel : findSubQuestion(id).shortLabel;
}

/**
 * The preliminary result: eligible only if the country is chosen and every sub-question of the current
 * steps has an answer that passes its rule. Answers to steps that dropped out when the stream changed
 * are ignored.
 */
export function evaluate(answers: Answers): Evaluation {
  const unmet = currentQuestionIds(answers).flatMap((id): UnmetRequirement[] => {
    const status = questionStatus(id, answers);
    if (status === "passing") return [];
    const unanswered = status === "unanswered";
    // Country and purpose can only be unmet by a missing answer; their explanations say so.
    const explanation = unanswered && id !== "country" && id !== "stream" ? notAnswered : explanations[id];
    return [{ id, label: labelOf(id), ...explanation, unanswered }];
  });
  return { eligible: unmet.length === 0, unmet, recommendation: recommend(answers) };
}
