import { facts, formatAud, officialPages, type FactKey } from "~/content/facts";
import { formatAudRange, formatList, formatMonths, formatRange } from "~/content/format";
import type { Stream } from "./questions";

/** Every visa the checker can name. Visitor 600 streams are separate entries: each has its own template. */
export type VisaId = "evisitor-651" | "eta-601" | "visitor-600-tourist" | "visitor-600-sponsored" | "visitor-600-business" | "special-category-444";

/** One figure of a visa (a fee, a stay, a processing time) with the facts it is built from, for its sources. */
export interface VisaFigure {
  label: string;
  text: string;
  facts: readonly FactKey[];
}

export interface Visa {
  id: VisaId;
  subclass: "444" | "600" | "601" | "651";
  /** The Visitor visa stream, for subclass 600. */
  stream?: Stream;
  name: string;
  /** What it allows, in one or two sentences without figures. */
  summary: string;
  figures: readonly VisaFigure[];
  /** What to do next to get it. */
  nextStep: string;
  officialUrl: string;
}

const cost600: VisaFigure = {
  label: "Cost",
  text: `${formatAud(facts.visitor600ChargeOutside.value)} base charge when you apply outside Australia (${formatAud(facts.visitor600ChargeInside.value)} inside Australia)`,
  facts: ["visitor600ChargeOutside", "visitor600ChargeInside"],
};
const processing600: VisaFigure = {
  label: "Processing",
  text: `Home Affairs publishes an estimator, not fixed times; guides quote ${formatRange(facts.visitor600ProcessingDays.value)} days, so apply ${formatRange(facts.applyAheadMonths.value)} months before you travel`,
  facts: ["visitor600ProcessingDays", "applyAheadMonths"],
};
const stay600: VisaFigure = {
  label: "Stay",
  text: `${formatList(facts.visitor600StayMonths.value)} months per visit, as granted`,
  facts: ["visitor600StayMonths"],
};

export const visas: Readonly<Record<VisaId, Visa>> = {
  "evisitor-651": {
    id: "evisitor-651",
    subclass: "651",
    name: "eVisitor (subclass 651)",
    summary: "For tourism, visiting family or friends, and business visitor activities such as meetings or an unpaid conference.",
    figures: [
      { label: "Cost", text: facts.eVisitorCharge.value === 0 ? "Free: no visa charge" : formatAud(facts.eVisitorCharge.value), facts: ["eVisitorCharge"] },
      { label: "Stay", text: `Up to ${formatMonths(facts.eVisitorStayMonthsPerEntry.value)} each visit`, facts: ["eVisitorStayMonthsPerEntry"] },
      { label: "Valid", text: `${formatMonths(facts.eVisitorValidityMonths.value)}, for as many visits as you like`, facts: ["eVisitorValidityMonths"] },
    ],
    nextStep: "Apply online through ImmiAccount before you travel, from outside Australia.",
    officialUrl: officialPages.eVisitor651,
  },
  "eta-601": {
    id: "eta-601",
    subclass: "601",
    name: "Electronic Travel Authority (ETA, subclass 601)",
    summary: "For tourism, visiting family or friends, and business visitor activities such as meetings or an unpaid conference.",
    figures: [
      { label: "Cost", text: `No visa charge; ${formatAud(facts.etaServiceCharge.value)} service charge in the AustralianETA app`, facts: ["etaServiceCharge"] },
      { label: "Stay", text: `Up to ${formatMonths(facts.etaStayMonthsPerEntry.value)} each visit`, facts: ["etaStayMonthsPerEntry"] },
      { label: "Valid", text: `${formatMonths(facts.etaValidityMonths.value)}, for as many visits as you like`, facts: ["etaValidityMonths"] },
      { label: "Decision", text: `Usually ${facts.etaDecision.value.replace(/^usually /, "")}`, facts: ["etaDecision"] },
    ],
    nextStep: "Apply in the official AustralianETA app before you travel, from outside Australia.",
    officialUrl: officialPages.eta601,
  },
  "visitor-600-tourist": {
    id: "visitor-600-tourist",
    subclass: "600",
    stream: "tourist",
    name: "Visitor visa (subclass 600), Tourist stream",
    summary: "For a holiday, sightseeing, or visiting family and friends, including stays longer than an ETA or eVisitor allows.",
    figures: [cost600, stay600, processing600],
    nextStep: "Apply online through ImmiAccount in the Tourist stream and upload your documents with the application.",
    officialUrl: officialPages.visitor600,
  },
  "visitor-600-sponsored": {
    id: "visitor-600-sponsored",
    subclass: "600",
    stream: "sponsored",
    name: "Visitor visa (subclass 600), Sponsored Family stream",
    summary: "Your relative in Australia sponsors your visit and promises that you will keep to the visa's conditions.",
    figures: [
      cost600,
      stay600,
      processing600,
      {
        label: "Security bond",
        text: `The department may ask for one, often quoted at ${formatAudRange(facts.securityBondAud.value)} per person; refunded after you leave on time`,
        facts: ["securityBondAud"],
      },
    ],
    nextStep: "Your sponsor completes the sponsorship (form 1149); you apply online through ImmiAccount in the Sponsored Family stream.",
    officialUrl: officialPages.sponsoredStream,
  },
  "visitor-600-business": {
    id: "visitor-600-business",
    subclass: "600",
    stream: "business",
    name: "Visitor visa (subclass 600), Business Visitor stream",
    summary: "For business visitor activities: enquiries, contract negotiations, official government visits or an unpaid conference.",
    figures: [
      cost600,
      { label: "Stay", text: `Up to ${formatMonths(facts.businessStreamMaxStayMonths.value)} each visit`, facts: ["businessStreamMaxStayMonths"] },
      processing600,
    ],
    nextStep: "Apply online through ImmiAccount in the Business Visitor stream, with the invitation and your employer's letter.",
    officialUrl: officialPages.businessStream,
  },
  "special-category-444": {
    id: "special-category-444",
    subclass: "444",
    name: "Special Category visa (subclass 444)",
    summary:
      "Granted when you arrive with a valid New Zealand passport, if you meet the health and character requirements. There is nothing to apply for before you travel, and it lets you visit, stay, study and work in Australia.",
    figures: [],
    nextStep:
      "Carry a New Zealand passport that is valid for your whole trip, and answer the health and character questions on arrival truthfully.",
    officialUrl: officialPages.specialCategory444,
  },
};

/** The Visitor visa (subclass 600) of a stream. */
export function visitor600(stream: Stream): Visa {
  return visas[`visitor-600-${stream}`];
}
