import { facts, officialPages } from "~/content/facts";
import { SPONSOR_MINIMUM_AGE, SPONSOR_SETTLED_YEARS } from "~/content/facts-questionnaire";
import type { QuestionId } from "./questions";
import type { Sentence } from "./sentences";

/** How far an answer lowers the verdict: amber (may still apply, must declare or show more) or red (unlikely). */
export type FindingLevel = "caution" | "unlikely";

/** The official pages the result links to; each label is the message 'link.<id>' ('pointer.link.<id>' for a pointer's own). */
export type LinkId =
  | "character"
  | "visitor-600"
  | "sponsored"
  | "business"
  | "new-zealand-form"
  | "parents-longer-visas"
  | "eta-601"
  | "passport-office"
  | "short-stay-specialist-400"
  | "visa-finder"
  | "transit-771";

export interface Link {
  id: LinkId;
  href: string;
}

export const links: Readonly<Record<LinkId, Link>> = {
  character: { id: "character", href: officialPages.character },
  "visitor-600": { id: "visitor-600", href: officialPages.visitor600 },
  sponsored: { id: "sponsored", href: officialPages.sponsoredStream },
  business: { id: "business", href: officialPages.businessStream },
  "new-zealand-form": { id: "new-zealand-form", href: officialPages.newZealandConvictionForm },
  "parents-longer-visas": { id: "parents-longer-visas", href: officialPages.parentsLongerVisas },
  "eta-601": { id: "eta-601", href: officialPages.eta601 },
  "passport-office": { id: "passport-office", href: officialPages.passportOffice },
  "short-stay-specialist-400": { id: "short-stay-specialist-400", href: officialPages.shortStaySpecialist400 },
  "visa-finder": { id: "visa-finder", href: officialPages.visaFinder },
  // Labelled 'pointer.link.transit-771': the pointers' messages share their prefix.
  "transit-771": { id: "transit-771", href: officialPages.transit771 },
};

/** What an answer means and what to do about it, as messages; `heading` where the question's short name would read backwards. */
export interface FindingText {
  level: FindingLevel;
  heading?: Sentence;
  problem: Sentence;
  nextStep: Sentence;
  link: Link;
}

/** The finding messages of a question: 'finding.<id>.problem' and 'finding.<id>.next-step' (or a prefix of its own). */
function texts(prefix: string, values?: Sentence["values"]): Pick<FindingText, "problem" | "nextStep"> {
  return { problem: { id: `${prefix}.problem`, ...(values ? { values } : {}) }, nextStep: { id: `${prefix}.next-step`, ...(values ? { values } : {}) } };
}

const age = { age: { count: SPONSOR_MINIMUM_AGE } } as const;
const years = { years: { count: SPONSOR_SETTLED_YEARS } } as const;
const businessStay = { stayMonths: { count: facts.businessStreamMaxStayMonths.value } } as const;
/** The longest stay a Visitor visa grants per visit (12 months). */
export const longestVisitorStayMonths = Math.max(...facts.visitor600StayMonths.value);

/**
 * For a traveller who needs a visa: each answer that lowers the verdict, keyed by question. Amber where
 * the rules let the person apply and the department weighs what they declare or show (a conviction, a
 * refused visa, a sponsor settled for less than the usual time, missing business background); red where
 * a visitor visa is not meant for the visit (no money for it, paid work, no eligible sponsor).
 */
export const visaFindings = {
  funds: { level: "unlikely", ...texts("finding.funds"), link: links["visitor-600"] },
  character: { level: "caution", ...texts("finding.character"), link: links.character },
  previousVisa: {
    level: "caution",
    // The question's short name ('No visa refused or cancelled') would stand over the opposite.
    heading: { id: "finding.previousVisa.heading" },
    ...texts("finding.previousVisa"),
    link: links["visitor-600"],
  },
  sponsorCitizen: { level: "unlikely", ...texts("finding.sponsorCitizen"), link: links.sponsored },
  sponsorAge: { level: "unlikely", ...texts("finding.sponsorAge", age), link: links.sponsored },
  sponsorSettled: { level: "caution", ...texts("finding.sponsorSettled", years), link: links.sponsored },
  sponsorRelationship: { level: "unlikely", ...texts("finding.sponsorRelationship"), link: links.sponsored },
  genuineBusinessVisit: { level: "unlikely", ...texts("finding.genuineBusinessVisit"), link: links.business },
  relevantBackground: { level: "caution", ...texts("finding.relevantBackground"), link: links.business },
  workForPay: {
    level: "unlikely",
    heading: { id: "finding.workForPay.heading" },
    ...texts("finding.workForPay"),
    link: links["short-stay-specialist-400"],
  },
  stay: { level: "unlikely", ...texts("finding.stay", businessStay), link: links.business },
} as const satisfies Partial<Record<QuestionId, FindingText>>;

/** A stay longer than any visitor visa grants, whatever the purpose. */
export const stayOver12MonthsFinding: FindingText = {
  level: "unlikely",
  ...texts("finding.stay-over-12-months", { months: { count: longestVisitorStayMonths } }),
  link: links["visa-finder"],
};

/**
 * For a New Zealand passport: the Special Category visa is decided at the border, and only the
 * character side of the answers matters (it needs no funds, sponsor or business evidence, and allows work).
 */
export const newZealandFindings = {
  character: {
    level: "caution",
    problem: { id: "finding.character.problem" },
    nextStep: { id: "finding.new-zealand.character.next-step", values: { sentenceMonths: { count: facts.behaviourConcernSentenceMonths.value } } },
    link: links["new-zealand-form"],
  },
  previousVisa: {
    level: "caution",
    heading: visaFindings.previousVisa.heading,
    problem: { id: "finding.previousVisa.problem" },
    nextStep: { id: "finding.new-zealand.previousVisa.next-step" },
    link: links["new-zealand-form"],
  },
} as const satisfies Partial<Record<QuestionId, FindingText>>;

/** For a question the person did not answer (only possible in an edited link or a partial API call). */
export const notAnswered = {
  level: "unlikely",
  ...texts("finding.not-answered"),
  link: links["visitor-600"],
} as const satisfies FindingText;
