import { facts, officialPages } from "~/content/facts";
import { formatMonths } from "~/content/format";
import type { QuestionId } from "./questions";

/** How far an answer lowers the verdict: amber (may still apply, must declare or show more) or red (unlikely). */
export type FindingLevel = "caution" | "unlikely";

export interface Link {
  label: string;
  href: string;
}

/** What an answer means and what to do about it. */
export interface FindingText {
  level: FindingLevel;
  problem: string;
  nextStep: string;
  link: Link;
}

const minimumAge = facts.sponsorMinimumAge.value;
const settledYears = facts.sponsorSettledYears.value;
const businessStay = formatMonths(facts.businessStreamMaxStayMonths.value);
const touristInstead = "You can also apply in the tourist stream, which needs no sponsor.";
const characterLink: Link = { label: "Home Affairs: character requirements", href: officialPages.character };
const visitor600Link: Link = { label: "Home Affairs: Visitor visa (subclass 600)", href: officialPages.visitor600 };
const sponsoredLink: Link = { label: "Home Affairs: Sponsored Family stream", href: officialPages.sponsoredStream };
const businessLink: Link = { label: "Home Affairs: Business Visitor stream", href: officialPages.businessStream };

/**
 * For a traveller who needs a visa: each answer that lowers the verdict, keyed by question. Amber where
 * the rules let the person apply and the department weighs what they declare or show (a conviction, a
 * refused visa, a sponsor settled for less than the usual time, missing business background); red where
 * a visitor visa is not meant for the visit (no money for it, paid work, no eligible sponsor).
 */
export const visaFindings = {
  funds: {
    level: "unlikely",
    problem: "You said you do not have enough money for your stay.",
    nextStep:
      "Visitors must be able to pay for their stay. Show that you can: bank statements, payslips or a letter from a relative or employer who will pay. A shorter trip needs less.",
    link: visitor600Link,
  },
  character: {
    level: "caution",
    problem: "You said you may not meet the character requirements, for example because of a criminal conviction.",
    nextStep:
      "You may still apply. Apply for a Visitor visa (subclass 600), not an ETA or eVisitor, and declare every conviction, however old or minor; the department weighs the circumstances. A registered migration agent can assess your case first.",
    link: characterLink,
  },
  previousVisa: {
    level: "caution",
    problem: "You have had an Australian visa refused or cancelled.",
    nextStep:
      "You may still apply. Apply for a Visitor visa (subclass 600) and declare the refusal or cancellation; explain what has changed since and add documents that answer the earlier reasons. A registered migration agent can help.",
    link: visitor600Link,
  },
  sponsorCitizen: {
    level: "unlikely",
    problem: "Your sponsor is not an Australian citizen or permanent resident.",
    nextStep: `Only an Australian citizen or permanent resident can sponsor you (New Zealand citizens cannot). Ask a relative who is. ${touristInstead}`,
    link: sponsoredLink,
  },
  sponsorAge: {
    level: "unlikely",
    problem: `Your sponsor is younger than ${minimumAge}.`,
    nextStep: `A sponsor must be at least ${minimumAge}. Ask an older relative in Australia to sponsor you. ${touristInstead}`,
    link: sponsoredLink,
  },
  sponsorSettled: {
    level: "caution",
    problem: `Your sponsor has lived in Australia for less than ${settledYears} years.`,
    nextStep: `A sponsor must be settled in Australia, which the department usually takes to mean about ${settledYears} years, and decides case by case. You may still apply: show how settled your sponsor is (home, work, how long they have lived there), or ask a relative who has lived there longer. ${touristInstead}`,
    link: sponsoredLink,
  },
  sponsorRelationship: {
    level: "unlikely",
    problem: "Your sponsor is not your relative.",
    nextStep: `The sponsor must be your relative: spouse or de facto partner, parent, child, brother or sister, grandparent, grandchild, aunt, uncle, niece or nephew, or a step-relative of these. A friend cannot sponsor you. ${touristInstead}`,
    link: sponsoredLink,
  },
  genuineBusinessVisit: {
    level: "unlikely",
    problem: "Your visit is not for business visitor activities.",
    nextStep:
      "Business visitor activities are enquiries, contract negotiations, official government visits and unpaid conferences. For a holiday or a family visit, choose the tourist or sponsored family purpose instead.",
    link: businessLink,
  },
  relevantBackground: {
    level: "caution",
    problem: "You have no business or professional background related to the visit.",
    nextStep:
      "A related background is evidence for a business visit, not a requirement on its own. Show why the trip fits your work: a letter from your employer, an invitation from the Australian organisation or a conference registration.",
    link: businessLink,
  },
  workForPay: {
    level: "unlikely",
    problem: "You plan to work for or provide services to an Australian business, or sell to the public.",
    nextStep:
      "Visitor visas do not allow this work. You need a visa that permits it; a registered migration agent can tell you which one fits.",
    link: businessLink,
  },
  stay: {
    level: "unlikely",
    problem: `You plan a business visit longer than ${businessStay}.`,
    nextStep: `Business visitor visas allow stays of up to ${businessStay} each visit. Plan visits of ${businessStay} or less, or ask a registered migration agent about a visa for a longer work-related stay.`,
    link: businessLink,
  },
} as const satisfies Partial<Record<QuestionId, FindingText>>;

const newZealandLink: Link = {
  label: "Home Affairs: enquiry form for New Zealand passport holders travelling with a criminal conviction",
  href: officialPages.newZealandConvictionForm,
};
const sentence = formatMonths(facts.behaviourConcernSentenceMonths.value);

/**
 * For a New Zealand passport: the Special Category visa is decided at the border, and only the
 * character side of the answers matters (it needs no funds, sponsor or business evidence, and allows work).
 */
export const newZealandFindings = {
  character: {
    level: "caution",
    problem: "You said you may not meet the character requirements, for example because of a criminal conviction.",
    nextStep: `A conviction does not always stop the Special Category visa, but some do: for example a prison sentence of ${sentence} or more in total makes you a 'behaviour concern non-citizen', who cannot be granted it. Before you book, ask Home Affairs for guidance with its enquiry form for New Zealand passport holders with a conviction. If you cannot get a Special Category visa, apply for a visa, such as a Visitor visa (subclass 600), before you travel, and declare every conviction.`,
    link: newZealandLink,
  },
  previousVisa: {
    level: "caution",
    problem: "You have had an Australian visa refused or cancelled.",
    nextStep:
      "A cancelled visa, or a removal or deportation from any country, can stop the Special Category visa at the border. Check before you book with Home Affairs' enquiry form, and if you are told you cannot get one, apply for a visa, such as a Visitor visa (subclass 600), before you travel.",
    link: newZealandLink,
  },
} as const satisfies Partial<Record<QuestionId, FindingText>>;

/** For a question the person did not answer (only possible in an edited link or a partial API call). */
export const notAnswered = {
  level: "unlikely",
  problem: "This question was not answered.",
  nextStep: "Start again and answer every question, so the check can give you a result.",
  link: visitor600Link,
} as const satisfies FindingText;
