import { FIGURES_COMPARED_ON } from "~/content/facts";
import { wordChecklist } from "~/modules/checklist/worded-checklist";
import { isStream, type Answers } from "~/modules/eligibility/questions";
import type { ResultWords, SummaryLanguage } from "~/modules/eligibility/result-summary";
import { questionValues } from "./checker-messages";
import { formatDate } from "./format";
import type { Translate } from "./i18n";
import type { Locale } from "./locales";
import { countryNameIn, passportNameIn } from "./place-names";
import { localizeOutcome } from "./result-messages";
import { sourceDatedIn, sourceNameIn } from "./source-messages";

/**
 * The result's summary (the e-mail and the PDF) in the page's language:
 * the result's sentences from the result's messages, the answers with the questionnaire's labels, and
 * the e-mail's own words; the English catalog words them as the English summary does (a test).
 */
export function summaryLanguage(locale: Locale, t: Translate): SummaryLanguage {
  const answers = (given: Answers): [string, string][] => {
    const rows: [string, string][] = [];
    if (given.country) rows.push([t("step.country.short"), countryNameIn(given.country, locale, t)]);
    if (given.passport) rows.push([t("step.country.passport-short"), passportNameIn(given.passport, locale, t)]);
    if (isStream(given.stream) || given.stream === "other") rows.push([t("mail.result.purpose"), t(`stream.${given.stream}`)]);
    if (given.stream === "other" && given.otherPurpose) rows.push([t("question.otherPurpose.short"), t(`option.otherPurpose.${given.otherPurpose}`, questionValues)]);
    if (given.stream !== "other" && (given.stay === "short" || given.stay === "long")) rows.push([t("question.stay.short"), t(`option.stay.${given.stay}`, questionValues)]);
    return rows;
  };
  const words = (visa: string): ResultWords => ({
    subject: t("mail.result.subject"),
    recommended: t("mail.result.recommended", { visa }),
    whatToDoNext: t("result.next-step"),
    officialPage: t("result.official-page"),
    alsoPossible: t("mail.result.also-possible"),
    actOn: t("result.findings.label"),
    pointsToActOn: t("mail.result.points-to-act-on"),
    checklist: t("mail.result.checklist"),
    sources: t("mail.result.sources"),
    indexedEachJuly: t("mail.result.indexed-each-july"),
    seeAgain: t("mail.result.see-again"),
    downloadPdf: t("mail.result.download-pdf"),
  });
  return {
    outcome: (outcome) => localizeOutcome(outcome, locale, t),
    answers,
    words,
    alternative: (name, when) => ({ line: `${t("result.also-possible", { visa: name })} ${when}`, item: t("mail.result.alternative", { visa: name, when }) }),
    checklist: (entries) => wordChecklist(entries, locale, t),
    figuresNote: t("mail.result.figures-note", { date: formatDate(FIGURES_COMPARED_ON, locale) }),
    disclaimer: `${t("result.preliminary")} ${t("result.preliminary.detail")}`,
    source: (source) => {
      const name = sourceNameIn(source.name, t);
      return source.dated ? `${name} (${sourceDatedIn(source.dated, locale, t)})` : name;
    },
  };
}
