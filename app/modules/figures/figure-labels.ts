import type { FactKey } from "~/content/facts";

/** What each figure is, as the admin area, the digest and the 'What changed' entries name it (English, like the admin area). */
export const figureLabels: Readonly<Record<FactKey, string>> = {
  visitor600ChargeOutside: "Visitor visa (600): charge, applying outside Australia",
  visitor600ChargeInside: "Visitor visa (600): charge, applying inside Australia",
  visitor600FrequentTravellerCharge: "Visitor visa (600): Frequent Traveller stream charge",
  etaServiceCharge: "ETA (601): service charge of the AustralianETA app",
  eVisitorCharge: "eVisitor (651): charge",
  eVisitorValidityMonths: "eVisitor (651): validity in months",
  eVisitorStayMonthsPerEntry: "eVisitor (651): months per visit",
  etaStayMonthsPerEntry: "ETA (601): months per visit",
  etaValidityMonths: "ETA (601): validity in months",
  etaDecision: "ETA (601): decision time",
  visitor600StayMonths: "Visitor visa (600): stays granted, in months",
  businessStreamMaxStayMonths: "Visitor visa (600) Business Visitor stream: longest stay in months",
  processingTimesUpdated: "Visitor visa (600): how often Home Affairs updates its processing times",
  sponsorMinimumAge: "Sponsored Family stream: sponsor's minimum age",
  sponsorSettledYears: "Sponsored Family stream: years a sponsor is settled",
  securityBondAud: "Sponsored Family stream: security bond quoted (AUD)",
  parentStayMonthsPerVisit: "Parents: months per visit",
  parentStayWindowMonths: "Parents: window in months for those stays",
  parentMultiEntryValidity: "Parents: longest validity of a multiple-entry visa",
  behaviourConcernSentenceMonths: "Behaviour concern: sentence length in months",
  eVisitorPassports: "eVisitor (651): eligible passports",
  etaPassports: "ETA (601): eligible passports",
};
