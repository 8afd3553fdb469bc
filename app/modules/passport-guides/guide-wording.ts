import { FIGURES_COMPARED_ON, facts, sourcesOf, type FactKey } from "~/content/facts";
import { LONGEST_VISITOR_STAY_MONTHS, SHORT_STAY_MONTHS } from "~/content/facts-questionnaire";
import { VISITOR_STUDY_MONTHS } from "~/modules/eligibility/pointers";
import { checkWordings, type FigureCheckWording } from "~/modules/figures/figure-check-wording";
import { formatDate } from "~/modules/i18n/format";
import type { Translate } from "~/modules/i18n/i18n";
import { localizePath, type Locale } from "~/modules/i18n/locales";
import { passportInSentenceIn, passportNameIn } from "~/modules/i18n/place-names";
import { localizeOutcome, type WordedOutcome, type WordedVisa } from "~/modules/i18n/result-messages";
import { sourceDatedIn, sourceNameIn } from "~/modules/i18n/source-messages";
import { passportGuidePath, type GuidePurpose, type guidePointers, type PassportGuide } from "./passport-guide";

/**
 * A passport's guide in a language, every word from the catalogs: the result's own messages for the
 * answers (visas, why, figures, alternatives, notes, what to do next, sources) and the 'passport-guide.'
 * messages for what only a guide says (its title, the purposes' headings, the questions).
 */

export interface GuideSource {
  name: string;
  url: string;
  dated?: string;
  /** Visa charges change every 1 July. */
  indexedEachJuly?: string;
  /** When the figures quoting it were last compared with it, in words and as an ISO date. */
  checked: string;
  checkedOn: string;
}

/** A visa the answer names, with the hidden words of its official page's link ('for the …, opens in a new tab'). */
export interface GuideVisa {
  visa: WordedVisa;
  officialFor: string;
}

export interface GuideSection {
  id: string;
  heading: string;
  outcome: WordedOutcome;
  visa?: GuideVisa;
  /** 'Also possible: …' and when. */
  alternatives: (GuideVisa & { heading: string; when: string })[];
}

export interface QuestionAndAnswer {
  q: string;
  a: string;
}

export interface WordedPassportGuide {
  passport: string;
  /** The passport as a list names it ('India', 'United Kingdom: British Citizen'). */
  name: string;
  path: string;
  title: string;
  metaTitle: string;
  description: string;
  lead: string;
  /** What the answers assume of the traveller. */
  assumes: string;
  glance: { label: string; value: string }[];
  purposes: GuideSection[];
  pointers: GuideSection[];
  apply: { steps: string[]; officialUrl: string; visa: string };
  sources: GuideSource[];
  figureChecks: { key: FactKey; wording: FigureCheckWording }[];
  faq: QuestionAndAnswer[];
  /** The checker with this passport chosen, in the page's language. */
  checkPath: string;
}

/** The checker's address with a passport chosen (its first step shows it, the residence still to answer). */
export function checkerPathFor(passport: string, locale: Locale): string {
  return localizePath(`/check?${new URLSearchParams({ passport })}`, locale);
}

const purposeHeadings: Readonly<Record<GuidePurpose, (t: Translate) => string>> = {
  tourist: (t) => t("passport-guide.purpose.tourist", { months: SHORT_STAY_MONTHS }),
  "tourist-long": (t) => t("passport-guide.purpose.tourist-long", { months: SHORT_STAY_MONTHS, longestMonths: LONGEST_VISITOR_STAY_MONTHS }),
  sponsored: (t) => t("passport-guide.purpose.sponsored"),
  business: (t) => t("passport-guide.purpose.business"),
};

/** The checker's own words for the trips no visitor visa is meant for. */
const pointerHeading = (purpose: (typeof guidePointers)[number], t: Translate): string =>
  purpose === "study" ? t("option.otherPurpose.study", { months: VISITOR_STUDY_MONTHS }) : t(`option.otherPurpose.${purpose}`);

/** The figure of a kind the visa quotes, in words. */
const figureText = (visa: WordedVisa | null, kinds: readonly string[]): string | undefined =>
  visa?.figures.find((figure) => kinds.includes(figure.kind))?.text;

/**
 * The short questions and answers, from the answer for a holiday: which visa, what it costs, how long one
 * may stay (or, for a visa without a stay of its own, what it allows), how to apply, and how long a decision
 * takes. A question whose answer the visa has no figure for is left out (a Special Category visa costs
 * nothing to apply for: there is no application).
 */
function questionsAndAnswers(tourist: WordedOutcome, longer: WordedOutcome, passportPhrase: string, t: Translate): QuestionAndAnswer[] {
  const visa = tourist.visa;
  if (!visa) return [];
  const faq: QuestionAndAnswer[] = [{ q: t("passport-guide.faq.which.q", { passport: passportPhrase }), a: t("passport-guide.faq.which.a", { visa: visa.name, why: tourist.why }) }];
  const cost = figureText(visa, ["cost"]);
  if (cost) faq.push({ q: t("passport-guide.faq.cost.q", { visa: visa.name }), a: cost });
  const stay = figureText(visa, ["stay"]);
  const longerVisa = longer.visa && longer.visa.id !== visa.id ? longer.visa : undefined;
  if (stay) {
    faq.push({
      q: t("passport-guide.faq.stay.q", { visa: visa.name }),
      a: longerVisa ? t("passport-guide.faq.stay.longer", { stay, months: LONGEST_VISITOR_STAY_MONTHS, visa: longerVisa.name }) : stay,
    });
  } else {
    // A visa without a stay of its own (the Special Category visa): what it allows says it.
    faq.push({ q: t("passport-guide.faq.allows.q", { visa: visa.name }), a: visa.summary });
  }
  faq.push({ q: t("passport-guide.faq.apply.q", { visa: visa.name }), a: visa.nextStep });
  const decision = figureText(visa, ["processing", "decision"]);
  if (decision) faq.push({ q: t("passport-guide.faq.processing.q", { visa: visa.name }), a: decision });
  return faq;
}

/** Each cited page once, with its own date as read and the day the figures quoting it were last checked (the oldest). */
function guideSources(keys: readonly FactKey[], locale: Locale, t: Translate): GuideSource[] {
  return sourcesOf(keys).map((source) => {
    const checkedOn = keys
      .filter((key) => facts[key].source.url === source.url && facts[key].source.name === source.name)
      .map((key) => facts[key].status?.checkedOn ?? FIGURES_COMPARED_ON)
      .sort()[0] ?? FIGURES_COMPARED_ON;
    return {
      name: sourceNameIn(source.name, t),
      url: source.url,
      ...(source.dated ? { dated: sourceDatedIn(source.dated, locale, t) } : {}),
      ...(source.indexedEachJuly ? { indexedEachJuly: t("source.charges-change") } : {}),
      checked: t("passport-guide.sources.checked", { date: formatDate(checkedOn, locale) }),
      checkedOn,
    };
  });
}

const guideVisa = (visa: WordedVisa, t: Translate): GuideVisa => ({ visa, officialFor: t("result.official-page.for", { visa: visa.name }) });

function guideSection(id: string, heading: string, outcome: WordedOutcome, t: Translate): GuideSection {
  return {
    id,
    heading,
    outcome,
    ...(outcome.visa ? { visa: guideVisa(outcome.visa, t) } : {}),
    alternatives: outcome.alternatives.map(({ visa, when }) => ({ ...guideVisa(visa, t), heading: t("result.also-possible", { visa: visa.name }), when })),
  };
}

/** A passport's guide in the page's language. */
export function wordPassportGuide(guide: PassportGuide, locale: Locale, t: Translate): WordedPassportGuide {
  const name = passportNameIn(guide.passport, locale, t);
  const phrase = passportInSentenceIn(guide.passport, locale, t);
  const purposes = guide.purposes.map(({ purpose, outcome }) => guideSection(purpose, purposeHeadings[purpose](t), localizeOutcome(outcome, locale, t), t));
  const pointers = guide.pointers.map(({ purpose, outcome }) => guideSection(purpose, pointerHeading(purpose, t), localizeOutcome(outcome, locale, t), t));
  const [tourist, longer] = purposes;
  if (!tourist?.outcome.visa || !longer) throw new Error(`No visa for a holiday with passport ${guide.passport}`);
  const visa = tourist.outcome.visa;
  const cost = figureText(visa, ["cost"]);
  const stay = figureText(visa, ["stay"]);
  return {
    passport: guide.passport,
    name,
    path: localizePath(passportGuidePath(guide.passport), locale),
    title: t("passport-guide.title", { passport: phrase }),
    metaTitle: t("passport-guide.meta.title", { passport: phrase }),
    description: t("passport-guide.meta.description", { passport: phrase, visa: visa.name }),
    lead: t("passport-guide.lead", { passport: phrase, visa: visa.name }),
    assumes: t("passport-guide.assumes"),
    glance: [
      { label: t("passport-guide.glance.visa"), value: visa.name },
      ...(cost ? [{ label: t("figure.cost"), value: cost }] : []),
      ...(stay ? [{ label: t("figure.stay"), value: stay }] : []),
    ],
    purposes,
    pointers,
    apply: { steps: [t("passport-guide.apply.check"), visa.nextStep, t("passport-guide.apply.official")], officialUrl: visa.officialUrl, visa: visa.name },
    sources: guideSources(guide.facts, locale, t),
    figureChecks: checkWordings(guide.facts, t, locale),
    faq: questionsAndAnswers(tourist.outcome, longer.outcome, phrase, t),
    checkPath: checkerPathFor(guide.passport, locale),
  };
}
