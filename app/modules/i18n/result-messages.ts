import { facts, officialPages } from "~/content/facts";
import { newZealandFindings } from "~/modules/eligibility/findings";
import type { Finding, Outcome, VerdictLevel } from "~/modules/eligibility/outcome";
import type { Visa, VisaId } from "~/modules/eligibility/visas";
import { questionShortLabel, questionValues } from "./checker-messages";
import type { Translate } from "./i18n";

/**
 * The checker's result in the page's language. Like the questions, the rules keep their English text
 * (eligibility/outcome.ts, findings.ts, visas.ts); messages are found by the ids of the verdict, the
 * visa and the question a finding is about, and the English catalog words them the same (a test).
 */

/** The figures the findings quote. */
const findingValues = {
  ...questionValues,
  stayMonths: facts.businessStreamMaxStayMonths.value,
  sentenceMonths: facts.behaviourConcernSentenceMonths.value,
};

/** The official name of a visa (subclass numbers and stream names as Home Affairs writes them). */
export function visaName(id: VisaId, t: Translate): string {
  return t(`visa.${id}.name`);
}

/** A visa with its official name, what it allows and what to do next in the page's language. */
export function localizeVisa(visa: Visa, t: Translate): Visa {
  return { ...visa, name: visaName(visa.id, t), summary: t(`visa.${visa.id}.summary`), nextStep: t(`visa.${visa.id}.next-step`) };
}

/** The official page each finding links to, by address. */
const linkMessageIds: Readonly<Record<string, string>> = {
  [officialPages.character]: "link.character",
  [officialPages.visitor600]: "link.visitor-600",
  [officialPages.sponsoredStream]: "link.sponsored",
  [officialPages.businessStream]: "link.business",
  [officialPages.newZealandConvictionForm]: "link.new-zealand-form",
};

/** A finding (what an answer means and what to do) in the page's language. */
export function localizeFinding(finding: Finding, t: Translate): Finding {
  const linkId = linkMessageIds[finding.link.href];
  const link = linkId ? { ...finding.link, label: t(linkId) } : finding.link;
  const label = questionShortLabel(finding.id, t);
  if (finding.unanswered) {
    return { ...finding, label, link, problem: t("finding.not-answered.problem"), nextStep: t("finding.not-answered.next-step") };
  }
  const forNewZealand = Object.values(newZealandFindings).some((text) => text.nextStep === finding.nextStep);
  return {
    ...finding,
    label,
    link,
    problem: t(`finding.${finding.id}.problem`, findingValues),
    nextStep: t(forNewZealand ? `finding.new-zealand.${finding.id}.next-step` : `finding.${finding.id}.next-step`, findingValues),
  };
}

/**
 * The result in the page's language: headline, summary, visas and findings. Why this visa, the
 * alternatives' conditions and the notes are still English.
 */
export function localizeOutcome(outcome: Outcome, t: Translate): Outcome {
  const newZealand = outcome.route === "new-zealand" || outcome.route === "new-zealand-check";
  const headline =
    outcome.route === "australian-citizen"
      ? t("result.headline.no-visa")
      : newZealand && outcome.level === "likely"
        ? t("result.headline.no-visitor-visa")
        : verdictHeadline(outcome.level, t);
  const summary =
    outcome.route === "australian-citizen"
      ? t("result.summary.australian-citizen")
      : outcome.route === "new-zealand-check"
        ? t("result.summary.new-zealand-check")
        : newZealand && outcome.level === "likely"
          ? t("result.summary.new-zealand")
          : verdictSummary(outcome.level, outcome.visa, t);
  return {
    ...outcome,
    headline,
    summary,
    visa: outcome.visa && localizeVisa(outcome.visa, t),
    alternatives: outcome.alternatives.map((alternative) => ({ ...alternative, visa: localizeVisa(alternative.visa, t) })),
    findings: outcome.findings.map((finding) => localizeFinding(finding, t)),
  };
}

/** The result's headline for a verdict level. */
export function verdictHeadline(level: VerdictLevel, t: Translate): string {
  return t(`verdict.${level}.headline`);
}

/** The result's summary for a verdict level; a likely verdict names the visa. */
export function verdictSummary(level: VerdictLevel, visa: Visa | null, t: Translate): string {
  return t(`verdict.${level}.summary`, { visa: visa ? visaName(visa.id, t) : "" });
}
