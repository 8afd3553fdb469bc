import { summariseResult } from "~/modules/eligibility/result-summary";
import { englishTranslate } from "~/modules/i18n/english";
import { summaryLanguage } from "~/modules/i18n/result-summary-language";
import type { Answers } from "~/modules/eligibility/questions";
import type { GuideAnswers } from "./template-content";

/** The buyer's answers as their guide prints them: the same words as their result, its PDF and e-mail. */
export function guideAnswersOf(answers: Answers): GuideAnswers {
  const summary = summariseResult(answers, summaryLanguage("en", englishTranslate));
  return {
    told: summary.answers,
    headline: summary.headline,
    summary: summary.summary,
    findings: summary.outcome.findings.map(({ id, label, problem, nextStep }) => ({ id, label, problem, nextStep })),
  };
}
