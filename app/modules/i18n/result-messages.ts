import { facts, officialPages } from "~/content/facts";
import { newZealandFindings } from "~/modules/eligibility/findings";
import type { Finding, Outcome, OutcomeNote, VerdictLevel } from "~/modules/eligibility/outcome";
import type { Sentence, SentenceValue } from "~/modules/eligibility/sentences";
import type { Visa, VisaFigure, VisaId } from "~/modules/eligibility/visas";
import { questionShortLabel, questionValues } from "./checker-messages";
import { formatAmount, formatAmountRange, formatChoices, formatDuration, formatNumberRange } from "./format";
import type { MessageValues, Translate } from "./i18n";
import type { Locale } from "./locales";
import { passportInSentenceIn } from "./place-names";

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

/** One figure or name a sentence quotes, as the language writes it. */
function sentenceValue(value: SentenceValue, locale: Locale, t: Translate): string | number {
  if ("passport" in value) return passportInSentenceIn(value.passport, locale, t, value.start);
  if ("visa" in value) return visaName(value.visa, t);
  if ("aud" in value) return formatAmount(value.aud, locale);
  if ("audRange" in value) return formatAmountRange(value.audRange, locale);
  if ("count" in value) return value.count;
  if ("range" in value) return formatNumberRange(value.range, locale);
  if ("choices" in value) return formatChoices(value.choices, locale);
  return formatDuration(value.duration, locale);
}

/** A sentence of the result (why, a condition, a note, a figure) in the page's language. */
export function localizeSentence(sentence: Sentence, locale: Locale, t: Translate): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(sentence.values ?? {})) values[name] = sentenceValue(value, locale, t);
  return t(sentence.id, values);
}

function localizeFigure(figure: VisaFigure, locale: Locale, t: Translate): VisaFigure {
  const label = t(`figure.${figure.kind}`);
  return { ...figure, label, text: figure.sentence ? localizeSentence(figure.sentence, locale, t) : figure.text };
}

/** A visa with its official name, what it allows, its figures and what to do next in the page's language. */
export function localizeVisa(visa: Visa, locale: Locale, t: Translate): Visa {
  return {
    ...visa,
    name: visaName(visa.id, t),
    summary: t(`visa.${visa.id}.summary`),
    figures: visa.figures.map((figure) => localizeFigure(figure, locale, t)),
    nextStep: t(`visa.${visa.id}.next-step`),
  };
}

/** The official page each finding links to, by address. */
const linkMessageIds: Readonly<Record<string, string>> = {
  [officialPages.character]: "link.character",
  [officialPages.visitor600]: "link.visitor-600",
  [officialPages.sponsoredStream]: "link.sponsored",
  [officialPages.businessStream]: "link.business",
  [officialPages.newZealandConvictionForm]: "link.new-zealand-form",
  [officialPages.parentsLongerVisas]: "link.parents-longer-visas",
  [officialPages.eta601]: "link.eta-601",
  [officialPages.passportOffice]: "link.passport-office",
};

function localizeNote(note: OutcomeNote, locale: Locale, t: Translate): OutcomeNote {
  const linkId = note.link && linkMessageIds[note.link.href];
  const link = note.link && linkId ? { ...note.link, label: t(linkId) } : note.link;
  return { ...note, text: localizeSentence(note.sentence, locale, t), ...(link ? { link } : {}) };
}

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

/** The result in the page's language: headline, summary, why, visas, alternatives, findings and notes. */
export function localizeOutcome(outcome: Outcome, locale: Locale, t: Translate): Outcome {
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
    why: localizeSentence(outcome.whySentence, locale, t),
    visa: outcome.visa && localizeVisa(outcome.visa, locale, t),
    alternatives: outcome.alternatives.map((alternative) => ({
      ...alternative,
      visa: localizeVisa(alternative.visa, locale, t),
      when: localizeSentence(alternative.whenSentence, locale, t),
    })),
    findings: outcome.findings.map((finding) => localizeFinding(finding, t)),
    notes: outcome.notes.map((note) => localizeNote(note, locale, t)),
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
