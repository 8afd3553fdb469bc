import { facts, formatAud, officialPages, type FactKey } from "~/content/facts";
import { formatAudRange, formatList, formatMonths, formatRange } from "~/content/format";
import type { Stream } from "./questions";
import type { Sentence } from "./sentences";

/** Every visa the checker can name. Visitor 600 streams are separate entries: each has its own template. */
export type VisaId = "evisitor-651" | "eta-601" | "visitor-600-tourist" | "visitor-600-sponsored" | "visitor-600-business" | "special-category-444";

/** One figure of a visa (a fee, a stay, a processing time) with the facts it is built from, for its sources. */
export interface VisaFigure {
  /** What the figure is; its label's message id is 'figure.<kind>'. */
  kind: "cost" | "stay" | "valid" | "decision" | "processing" | "security-bond";
  label: string;
  text: string;
  /** Absent where the text is only an amount, which reads the same in every language. */
  sentence?: Sentence;
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

const cost600 = (): VisaFigure => ({
  kind: "cost",
  label: "Cost",
  text: `${formatAud(facts.visitor600ChargeOutside.value)} base charge when you apply outside Australia (${formatAud(facts.visitor600ChargeInside.value)} inside Australia)`,
  sentence: {
    id: "figure.visitor-600.cost",
    values: { outside: { aud: facts.visitor600ChargeOutside.value }, inside: { aud: facts.visitor600ChargeInside.value } },
  },
  facts: ["visitor600ChargeOutside", "visitor600ChargeInside"],
});
const processing600 = (): VisaFigure => ({
  kind: "processing",
  label: "Processing",
  text: `Home Affairs publishes an estimator, not fixed times; guides quote ${formatRange(facts.visitor600ProcessingDays.value)} days, so apply ${formatRange(facts.applyAheadMonths.value)} months before you travel`,
  sentence: {
    id: "figure.visitor-600.processing",
    values: { days: { range: facts.visitor600ProcessingDays.value }, months: { range: facts.applyAheadMonths.value } },
  },
  facts: ["visitor600ProcessingDays", "applyAheadMonths"],
});
const stay600 = (): VisaFigure => ({
  kind: "stay",
  label: "Stay",
  text: `${formatList(facts.visitor600StayMonths.value)} months per visit, as granted`,
  sentence: { id: "figure.visitor-600.stay", values: { months: { choices: facts.visitor600StayMonths.value } } },
  facts: ["visitor600StayMonths"],
});

/** 'Up to 3 months each visit'. */
function upTo(months: number, factKeys: readonly FactKey[]): VisaFigure {
  const text = `Up to ${formatMonths(months)} each visit`;
  return { kind: "stay", label: "Stay", text, sentence: { id: "figure.up-to", values: { months: { count: months } } }, facts: factKeys };
}

/** '12 months, for as many visits as you like'. */
function validFor(months: number, factKeys: readonly FactKey[]): VisaFigure {
  const text = `${formatMonths(months)}, for as many visits as you like`;
  return { kind: "valid", label: "Valid", text, sentence: { id: "figure.valid-for", values: { months: { count: months } } }, facts: factKeys };
}

export const visas: Readonly<Record<VisaId, Visa>> = {
  "evisitor-651": {
    id: "evisitor-651",
    subclass: "651",
    name: "eVisitor (subclass 651)",
    summary: "For tourism, visiting family or friends, and business visitor activities such as meetings or an unpaid conference.",
    // Getters: the figures are read when a result is built, so a figure changed in the admin area counts at once.
    get figures(): VisaFigure[] {
      return [
        facts.eVisitorCharge.value === 0
          ? { kind: "cost", label: "Cost", text: "Free: no visa charge", sentence: { id: "figure.evisitor-651.cost" }, facts: ["eVisitorCharge"] }
          : { kind: "cost", label: "Cost", text: formatAud(facts.eVisitorCharge.value), facts: ["eVisitorCharge"] },
        upTo(facts.eVisitorStayMonthsPerEntry.value, ["eVisitorStayMonthsPerEntry"]),
        validFor(facts.eVisitorValidityMonths.value, ["eVisitorValidityMonths"]),
      ];
    },
    nextStep: "Apply online through ImmiAccount before you travel, from outside Australia.",
    officialUrl: officialPages.eVisitor651,
  },
  "eta-601": {
    id: "eta-601",
    subclass: "601",
    name: "Electronic Travel Authority (ETA, subclass 601)",
    summary: "For tourism, visiting family or friends, and business visitor activities such as meetings or an unpaid conference.",
    get figures(): VisaFigure[] {
      return [
        {
          kind: "cost",
          label: "Cost",
          text: `No visa charge; ${formatAud(facts.etaServiceCharge.value)} service charge in the AustralianETA app`,
          sentence: { id: "figure.eta-601.cost", values: { charge: { aud: facts.etaServiceCharge.value } } },
          facts: ["etaServiceCharge"],
        },
        upTo(facts.etaStayMonthsPerEntry.value, ["etaStayMonthsPerEntry"]),
        validFor(facts.etaValidityMonths.value, ["etaValidityMonths"]),
        {
          kind: "decision",
          label: "Decision",
          text: `Usually ${facts.etaDecision.value.replace(/^usually /, "")}`,
          sentence: { id: "figure.eta-601.decision", values: { hours: { count: Number(/(\d+) hours?$/.exec(facts.etaDecision.value)?.[1] ?? 0) } } },
          facts: ["etaDecision"],
        },
      ];
    },
    nextStep: "Apply in the official AustralianETA app before you travel, from outside Australia.",
    officialUrl: officialPages.eta601,
  },
  "visitor-600-tourist": {
    id: "visitor-600-tourist",
    subclass: "600",
    stream: "tourist",
    name: "Visitor visa (subclass 600), Tourist stream",
    summary: "For a holiday, sightseeing, or visiting family and friends, including stays longer than an ETA or eVisitor allows.",
    get figures() {
      return [cost600(), stay600(), processing600()];
    },
    nextStep: "Apply online through ImmiAccount in the Tourist stream and upload your documents with the application.",
    officialUrl: officialPages.visitor600,
  },
  "visitor-600-sponsored": {
    id: "visitor-600-sponsored",
    subclass: "600",
    stream: "sponsored",
    name: "Visitor visa (subclass 600), Sponsored Family stream",
    summary: "Your relative in Australia sponsors your visit and promises that you will keep to the visa's conditions.",
    get figures(): VisaFigure[] {
      return [
        cost600(),
        stay600(),
        processing600(),
        {
          kind: "security-bond",
          label: "Security bond",
          text: `The department may ask for one, often quoted at ${formatAudRange(facts.securityBondAud.value)} per person; refunded after you leave on time`,
          sentence: { id: "figure.visitor-600-sponsored.security-bond", values: { bond: { audRange: facts.securityBondAud.value } } },
          facts: ["securityBondAud"],
        },
      ];
    },
    nextStep: "Your sponsor completes the sponsorship (form 1149); you apply online through ImmiAccount in the Sponsored Family stream.",
    officialUrl: officialPages.sponsoredStream,
  },
  "visitor-600-business": {
    id: "visitor-600-business",
    subclass: "600",
    stream: "business",
    name: "Visitor visa (subclass 600), Business Visitor stream",
    summary: "For business visitor activities: enquiries, contract negotiations, official government visits or an unpaid conference.",
    get figures() {
      return [cost600(), upTo(facts.businessStreamMaxStayMonths.value, ["businessStreamMaxStayMonths"]), processing600()];
    },
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
