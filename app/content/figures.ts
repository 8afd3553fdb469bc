/**
 * The facts module's figures worded for reading ('AUD 200', '3, 6 or 12 months'). Content files quote
 * these instead of typing numbers, so a changed fee or period changes every page at once, and
 * `figureFacts` says which fact each wording comes from, so pages can list their sources. Each wording is
 * a getter: it is worded when read, from the figures in force then (figures-in-force.ts), not when this
 * module loads.
 */
import { facts, formatAud, type FactKey } from "./facts";
import { formatAudRange, formatList, formatMonths } from "./format";

const wordings = {
  fee600: () => formatAud(facts.visitor600ChargeOutside.value),
  fee600Inside: () => formatAud(facts.visitor600ChargeInside.value),
  etaCharge: () => formatAud(facts.etaServiceCharge.value),
  stays600: () => `${formatList(facts.visitor600StayMonths.value)} months`,
  /** Where the current processing times are read: the result, the FAQ and the guides point there instead of quoting days. */
  processingTimes: () => `Home Affairs' global visa processing times page (updated ${facts.processingTimesUpdated.value})`,
  etaDecision: () => facts.etaDecision.value,
  shortStayPerEntry: () => formatMonths(facts.eVisitorStayMonthsPerEntry.value),
  etaStayPerEntry: () => formatMonths(facts.etaStayMonthsPerEntry.value),
  eVisitorValidity: () => formatMonths(facts.eVisitorValidityMonths.value),
  etaValidity: () => formatMonths(facts.etaValidityMonths.value),
  businessStay: () => formatMonths(facts.businessStreamMaxStayMonths.value),
  bond: () => formatAudRange(facts.securityBondAud.value),
  sponsorAge: () => String(facts.sponsorMinimumAge.value),
  sponsorSettled: () => `${facts.sponsorSettledYears.value} years`,
  parentStay: () => formatMonths(facts.parentStayMonthsPerVisit.value),
  parentWindow: () => formatMonths(facts.parentStayWindowMonths.value),
  parentValidityInQueue: () => facts.parentMultiEntryValidity.value.inParentQueue,
  /** The longer-validity rule for parents, with its conditions, as one sentence fragment. */
  parentValidity: () => {
    const parentValidity = facts.parentMultiEntryValidity.value;
    return (
      `up to ${parentValidity.inParentQueue} for parents in the queue for a Parent visa (subclass 103), ` +
      `up to ${parentValidity.visitedBefore} for parents who have held an Australian visa before and kept to its conditions, ` +
      `and up to ${parentValidity.firstVisit} for parents visiting for the first time`
    );
  },
  eVisitorPassportCount: () => String(facts.eVisitorPassports.value.length),
};

/** Each wording read when used, from the figures in force then. */
export const figures = Object.defineProperties(
  {},
  Object.fromEntries(Object.entries(wordings).map(([name, word]) => [name, { get: word, enumerable: true }])),
) as { readonly [Name in keyof typeof wordings]: string };

export type FigureName = keyof typeof figures;

/** The facts each wording is built from. */
export const figureFacts: Readonly<Record<FigureName, readonly FactKey[]>> = {
  fee600: ["visitor600ChargeOutside"],
  fee600Inside: ["visitor600ChargeInside"],
  etaCharge: ["etaServiceCharge"],
  stays600: ["visitor600StayMonths"],
  processingTimes: ["processingTimesUpdated"],
  etaDecision: ["etaDecision"],
  shortStayPerEntry: ["eVisitorStayMonthsPerEntry"],
  etaStayPerEntry: ["etaStayMonthsPerEntry"],
  eVisitorValidity: ["eVisitorValidityMonths"],
  etaValidity: ["etaValidityMonths"],
  businessStay: ["businessStreamMaxStayMonths"],
  bond: ["securityBondAud"],
  sponsorAge: ["sponsorMinimumAge"],
  sponsorSettled: ["sponsorSettledYears"],
  parentStay: ["parentStayMonthsPerVisit"],
  parentWindow: ["parentStayWindowMonths"],
  parentValidityInQueue: ["parentMultiEntryValidity"],
  parentValidity: ["parentMultiEntryValidity"],
  eVisitorPassportCount: ["eVisitorPassports"],
};
