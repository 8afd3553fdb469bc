import { faqTopics, sourceLabel, withSources, type FaqItem, type FaqQuestion, type FaqTopicView } from "~/content/faq";
import { facts } from "~/content/facts";
import type { CitedSource } from "~/content/facts";
import { figures } from "~/content/figures";
import { checkWordings } from "~/modules/figures/figure-check-wording";
import { formatDate } from "./format";
import type { MessageValues, Translate } from "./i18n";
import { intlLocales, type Locale } from "./locales";
import { sourceDatedIn, sourceNameIn } from "./source-messages";
import { splitAround } from "./split";

/**
 * The questions and answers (content/faq.ts, English) in the page's language. Each text's message id comes
 * from its question or topic id ('faq.which-visa.a', 'faq.topic.general-eligibility'); the home page's
 * questions that differ from the FAQ page's have their own ('faq.home.cost.a'). Answers quote the facts
 * module's figures through placeholders, so a changed fee changes every language at once; English words
 * them as the figures module does, other languages through their own messages and `Intl`.
 */

/** A period as the facts record words it ('5 years', '18 months'), in the page's language. */
function period(text: string, t: Translate): string {
  const match = /^(\d+) (years?|months?)$/.exec(text);
  if (!match) throw new Error(`Not a period: ${text}`);
  const count = Number(match[1]);
  return match[2]?.startsWith("year") ? t("faq.figure.years", { count }) : t("faq.figure.months", { count });
}

/** The figures the answers quote, worded in the page's language (English: exactly as the figures module words them). */
export function faqFigures(locale: Locale, t: Translate): MessageValues {
  return locale === "en" ? { ...figures } : figuresThroughMessages(locale, t);
}

/** The figures worded by the language's messages and `Intl` (in English too, where a test compares them with the figures module). */
export function figuresThroughMessages(locale: Locale, t: Translate): MessageValues {
  const number = new Intl.NumberFormat(intlLocales[locale]);
  const aud = (amount: number) => `AUD ${number.format(amount)}`;
  const months = (count: number) => t("faq.figure.months", { count });
  const parents = facts.parentMultiEntryValidity.value;
  const hours = /(\d+) hours/.exec(facts.etaDecision.value)?.[1];
  if (!hours) throw new Error(`No hours in: ${facts.etaDecision.value}`);
  return {
    fee600: aud(facts.visitor600ChargeOutside.value),
    fee600Inside: aud(facts.visitor600ChargeInside.value),
    etaCharge: aud(facts.etaServiceCharge.value),
    stays600: t("faq.figure.months-list", {
      list: new Intl.ListFormat(intlLocales[locale], { type: "disjunction" }).format(facts.visitor600StayMonths.value.map((count) => number.format(count))),
    }),
    etaDecision: t("faq.figure.eta-decision", { hours: number.format(Number(hours)) }),
    shortStayPerEntry: months(facts.eVisitorStayMonthsPerEntry.value),
    eVisitorValidity: months(facts.eVisitorValidityMonths.value),
    businessStay: months(facts.businessStreamMaxStayMonths.value),
    bond: `${aud(facts.securityBondAud.value.min)}-${number.format(facts.securityBondAud.value.max)}`,
    sponsorAge: number.format(facts.sponsorMinimumAge.value),
    sponsorSettled: t("faq.figure.years", { count: facts.sponsorSettledYears.value }),
    parentStay: months(facts.parentStayMonthsPerVisit.value),
    parentWindow: months(facts.parentStayWindowMonths.value),
    parentValidity: t("faq.figure.parent-validity", {
      inQueue: period(parents.inParentQueue, t),
      visitedBefore: period(parents.visitedBefore, t),
      firstVisit: period(parents.firstVisit, t),
    }),
    eVisitorPassportCount: number.format(facts.eVisitorPassports.value.length),
  };
}

/**
 * A figure's source link in the page's language: the official page's title and its date as the result
 * words them (source-messages.ts).
 */
function localSourceLabel(locale: Locale, t: Translate): (source: CitedSource) => string {
  if (locale === "en") return sourceLabel;
  return (source) => {
    const title = sourceNameIn(source.name, t);
    const name = source.dated ? `${title} (${sourceDatedIn(source.dated, locale, t)})` : title;
    return source.indexedEachJuly ? t("faq.source.indexed", { source: name }) : t("faq.source", { source: name });
  };
}

/**
 * The further-reading links of the answers (content/faq.ts) by their English label: the same official
 * pages the result links to, with the result's messages.
 */
const furtherReading: Readonly<Record<string, string>> = {
  "Home Affairs: Visitor visa (subclass 600)": "link.visitor-600",
  "Home Affairs: Electronic Travel Authority (subclass 601)": "link.eta-601",
  "Home Affairs: eVisitor (subclass 651)": "source.evisitor-651",
  "Home Affairs: visa processing times": "source.processing-times",
  "Home Affairs: sponsored family stream": "link.sponsored",
  "Home Affairs: business visitor stream": "link.business",
  "Home Affairs: character requirements": "link.character",
  "Home Affairs: longer Visitor visas for parents": "link.parents-longer-visas",
};

/** A further-reading link's label in the page's language (as written when it has no message). */
export function furtherReadingLabel(label: string, t: Translate): string {
  const id = furtherReading[label];
  return id ? t(id) : label;
}

/** The FAQ page's questions: the ids of its questions, for the home page's that are the same. */
const pageQuestions = new Map(faqTopics.flatMap((topic) => topic.questions.map((question) => [question.id, question] as const)));

function messagePrefix(question: FaqQuestion, onHomePage: boolean): string {
  const same = pageQuestions.get(question.id);
  return onHomePage && !(same && same.q === question.q && same.a === question.a) ? `faq.home.${question.id}` : `faq.${question.id}`;
}

function localizeItems(questions: readonly FaqQuestion[], onHomePage: boolean, locale: Locale, t: Translate): FaqItem[] {
  const values = faqFigures(locale, t);
  const items = withSources(questions, localSourceLabel(locale, t)).map((item) => ({
    ...item,
    links: locale === "en" ? item.links : item.links.map((link) => ({ ...link, label: furtherReadingLabel(link.label, t) })),
  }));
  return items.map((item, index) => {
    const prefix = messagePrefix(questions[index] as FaqQuestion, onHomePage);
    const checks = checkWordings(questions[index]?.facts ?? [], t, locale);
    return { ...item, q: t(`${prefix}.q`), a: t(`${prefix}.a`, values), ...(checks.length ? { checks } : {}) };
  });
}

/** The FAQ page's topics and questions in the page's language, with their sources' links. */
export function localizeFaqTopics(locale: Locale, t: Translate): FaqTopicView[] {
  return faqTopics.map((topic) => ({ id: topic.id, topic: t(`faq.topic.${topic.id}`), questions: localizeItems(topic.questions, false, locale, t) }));
}

/** The home page's questions in the page's language. */
export function localizeHomeFaq(questions: readonly FaqQuestion[], locale: Locale, t: Translate): FaqItem[] {
  return localizeItems(questions, true, locale, t);
}

/** What a FiguresNote says around its date, and the date, in the page's language. */
export interface FiguresNoteWording {
  before: string;
  after: string;
  date: string;
}

/** 'Figures compared with our facts record on {date}.', split around the date so the page can mark it up. */
export function figuresNoteWording(comparedOn: { iso: string; text: string }, locale: Locale, t: Translate): FiguresNoteWording {
  const [before, after] = splitAround((marker) => t("faq.figures-note", { date: marker }));
  return { before, after, date: locale === "en" ? comparedOn.text : formatDate(comparedOn.iso, locale) };
}
