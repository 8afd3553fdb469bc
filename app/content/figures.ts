/**
 * The facts module's figures worded for reading ('AUD 200', '3, 6 or 12 months'). Content files quote
 * these instead of typing numbers, so a changed fee or period changes every page at once.
 */
import { eVisitorPassports, facts, formatAud } from "./facts";
import { formatAudRange, formatList, formatMonths, formatRange } from "./format";

export const figures = {
  fee600: formatAud(facts.visitor600ChargeOutside.value),
  fee600Inside: formatAud(facts.visitor600ChargeInside.value),
  etaCharge: formatAud(facts.etaServiceCharge.value),
  stays600: `${formatList(facts.visitor600StayMonths.value)} months`,
  processing600: `${formatRange(facts.visitor600ProcessingDays.value)} days`,
  applyAhead: `${formatRange(facts.applyAheadMonths.value)} months`,
  etaDecision: facts.etaDecision.value,
  shortStayPerEntry: formatMonths(facts.eVisitorStayMonthsPerEntry.value),
  etaStayPerEntry: formatMonths(facts.etaStayMonthsPerEntry.value),
  eVisitorValidity: formatMonths(facts.eVisitorValidityMonths.value),
  etaValidity: formatMonths(facts.etaValidityMonths.value),
  businessStay: formatMonths(facts.businessStreamMaxStayMonths.value),
  bond: formatAudRange(facts.securityBondAud.value),
  sponsorAge: String(facts.sponsorMinimumAge.value),
  sponsorSettled: `${facts.sponsorSettledYears.value} years`,
  parentStay: formatMonths(facts.parentStayMonthsPerVisit.value),
  parentWindow: formatMonths(facts.parentStayWindowMonths.value),
  parentValidity: formatList(facts.parentMultiEntryValidity.value),
  parentLongestValidity: facts.parentMultiEntryValidity.value[0],
  eVisitorPassportCount: String(eVisitorPassports.length),
} as const;
