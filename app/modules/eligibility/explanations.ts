import { facts } from "~/content/facts";
import type { QuestionId } from "./questions";

export interface Explanation {
  /** What the answer means, in plain words. */
  problem: string;
  /** What the person can do next. */
  nextStep: string;
}

const minimumAge = facts.sponsorMinimumAge.value;
const settledYears = facts.sponsorSettledYears.value;
const touristInstead = "You can also apply in the tourist stream, which needs no sponsor.";

/** For each question, why a failing answer matters and what to do about it. */
export const explanations: Readonly<Record<QuestionId, Explanation>> = {
  country: {
    problem: "You have not told us which country you live in.",
    nextStep: "Start again and choose your country of residence.",
  },
  stream: {
    problem: "You have not chosen the purpose of your visit.",
    nextStep: "Start again and choose tourist, sponsored family or business.",
  },
  funds: {
    problem: "You said you do not have enough money for your stay.",
    nextStep:
      "Show that you can pay for your trip: bank statements, payslips or a letter from a relative or employer who will pay. A shorter trip needs less.",
  },
  character: {
    problem: "You said you may not meet the character requirements.",
    nextStep:
      "Declare every conviction honestly. With a conviction, apply for a Visitor visa (subclass 600), not an ETA or eVisitor; a registered migration agent can assess your case first.",
  },
  previousVisa: {
    problem: "You have had an Australian visa refused or cancelled.",
    nextStep:
      "This does not rule you out, but you must declare it. Explain what has changed since and add documents that answer the earlier reasons; a registered migration agent can help.",
  },
  sponsorCitizen: {
    problem: "Your sponsor is not an Australian citizen or permanent resident.",
    nextStep: `Only an Australian citizen or permanent resident can sponsor you (New Zealand citizens cannot). Ask a relative who is. ${touristInstead}`,
  },
  sponsorAge: {
    problem: `Your sponsor is younger than ${minimumAge}.`,
    nextStep: `A sponsor must be at least ${minimumAge}. Ask an older close relative in Australia to sponsor you. ${touristInstead}`,
  },
  sponsorSettled: {
    problem: `Your sponsor has lived in Australia for less than ${settledYears} years.`,
    nextStep: `Sponsors are usually expected to be settled in Australia for about ${settledYears} years. Wait until they are, or ask a relative who is. ${touristInstead}`,
  },
  sponsorRelationship: {
    problem: "Your sponsor is not a close family member.",
    nextStep: `The sponsor must be your spouse, parent, child or sibling (or another close relative). Ask one of them to sponsor you. ${touristInstead}`,
  },
  genuineBusinessVisit: {
    problem: "Your visit is not for business visitor activities.",
    nextStep:
      "The business stream covers enquiries, contract negotiations, official government visits and unpaid conferences. For a holiday or a family visit, choose the tourist or sponsored family stream instead.",
  },
  relevantBackground: {
    problem: "You have no business or professional background related to the visit.",
    nextStep:
      "Show why the trip fits your work: a letter from your employer, an invitation from the Australian organisation or a conference registration.",
  },
  workForPay: {
    problem: "You plan to work for or provide services to an Australian business, or sell to the public.",
    nextStep:
      "Visitor visas do not allow this work. You need a visa that permits it; a registered migration agent can tell you which one fits.",
  },
};
