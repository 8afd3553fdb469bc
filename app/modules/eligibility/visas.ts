import { facts, officialPages, type FactKey } from "~/content/facts";
import type { Stream } from "./questions";
import type { Sentence } from "./sentences";

/**
 * Every visa the checker can name. Visitor 600 streams are separate entries: each has its own template.
 * The subclass 400 work visa is named where the visit is paid work, which no visitor visa allows; it and
 * the visas after it are where a trip no visitor visa is meant for is pointed (pointers.ts).
 */
export type VisaId =
  | "evisitor-651"
  | "eta-601"
  | "visitor-600-tourist"
  | "visitor-600-sponsored"
  | "visitor-600-business"
  | "special-category-444"
  | "short-stay-specialist-400"
  | PointerVisaId;

/** The visas only a pointer names; their messages are 'pointer.visa.<id>.…'. */
export const pointerVisaIds = ["transit-771", "working-holiday-417", "work-and-holiday-462", "student-500", "medical-treatment-602"] as const;
export type PointerVisaId = (typeof pointerVisaIds)[number];

/**
 * One figure of a visa (a fee, a stay, a processing time) as a message and the facts it quotes, for its
 * sources. Its label's message id is 'figure.<kind>'; every word comes from the catalogs.
 */
export interface VisaFigure {
  kind: "cost" | "stay" | "valid" | "decision" | "processing" | "security-bond";
  sentence: Sentence;
  facts: readonly FactKey[];
}

/**
 * A visa as data: its name, what it allows and what to do next are the messages 'visa.<id>.name',
 * 'visa.<id>.summary' and 'visa.<id>.next-step'.
 */
export interface Visa {
  id: VisaId;
  subclass: "400" | "417" | "444" | "462" | "500" | "600" | "601" | "602" | "651" | "771";
  /** The Visitor visa stream, for subclass 600. */
  stream?: Stream;
  figures: readonly VisaFigure[];
  officialUrl: string;
}

// Figures are functions and getters: they read the facts when a result is built, so a figure changed in the
// admin area counts at once.
const cost600 = (): VisaFigure => ({
  kind: "cost",
  sentence: {
    id: "figure.visitor-600.cost",
    values: { outside: { aud: facts.visitor600ChargeOutside.value }, inside: { aud: facts.visitor600ChargeInside.value } },
  },
  facts: ["visitor600ChargeOutside", "visitor600ChargeInside"],
});
/** No day counts: Home Affairs publishes current times each month, and the guides' figures name no source. */
const processing600: VisaFigure = {
  kind: "processing",
  sentence: { id: "figure.visitor-600.processing" },
  facts: ["processingTimesUpdated"],
};
const stay600 = (): VisaFigure => ({
  kind: "stay",
  sentence: { id: "figure.visitor-600.stay", values: { months: { choices: facts.visitor600StayMonths.value } } },
  facts: ["visitor600StayMonths"],
});

/** 'Up to 3 months each visit'. */
function upTo(months: number, factKeys: readonly FactKey[]): VisaFigure {
  return { kind: "stay", sentence: { id: "figure.up-to", values: { months: { count: months } } }, facts: factKeys };
}

const evisitorCost = (): VisaFigure =>
  facts.eVisitorCharge.value === 0
    ? { kind: "cost", sentence: { id: "figure.evisitor-651.cost" }, facts: ["eVisitorCharge"] }
    : { kind: "cost", sentence: { id: "figure.amount", values: { amount: { aud: facts.eVisitorCharge.value } } }, facts: ["eVisitorCharge"] };

export const visas: Readonly<Record<VisaId, Visa>> = {
  "evisitor-651": {
    id: "evisitor-651",
    subclass: "651",
    get figures(): VisaFigure[] {
      return [
        evisitorCost(),
        upTo(facts.eVisitorStayMonthsPerEntry.value, ["eVisitorStayMonthsPerEntry"]),
        {
          kind: "valid",
          sentence: { id: "figure.valid-for", values: { months: { count: facts.eVisitorValidityMonths.value } } },
          facts: ["eVisitorValidityMonths"],
        },
      ];
    },
    officialUrl: officialPages.eVisitor651,
  },
  "eta-601": {
    id: "eta-601",
    subclass: "601",
    get figures(): VisaFigure[] {
      return [
        {
          kind: "cost",
          sentence: { id: "figure.eta-601.cost", values: { charge: { aud: facts.etaServiceCharge.value } } },
          facts: ["etaServiceCharge"],
        },
        upTo(facts.etaStayMonthsPerEntry.value, ["etaStayMonthsPerEntry"]),
        {
          kind: "valid",
          // '12 months or until the passport expires, whichever comes first'.
          sentence: { id: "figure.eta-601.valid", values: { months: { count: facts.etaValidityMonths.value } } },
          facts: ["etaValidityMonths"],
        },
        {
          kind: "decision",
          sentence: { id: "figure.eta-601.decision", values: { hours: { count: Number(/(\d+) hours?$/.exec(facts.etaDecision.value)?.[1] ?? 0) } } },
          facts: ["etaDecision"],
        },
      ];
    },
    officialUrl: officialPages.eta601,
  },
  "visitor-600-tourist": {
    id: "visitor-600-tourist",
    subclass: "600",
    stream: "tourist",
    get figures(): VisaFigure[] {
      return [cost600(), stay600(), processing600];
    },
    officialUrl: officialPages.visitor600,
  },
  "visitor-600-sponsored": {
    id: "visitor-600-sponsored",
    subclass: "600",
    stream: "sponsored",
    get figures(): VisaFigure[] {
      return [
        cost600(),
        stay600(),
        processing600,
        {
          kind: "security-bond",
          sentence: { id: "figure.visitor-600-sponsored.security-bond", values: { bond: { audRange: facts.securityBondAud.value } } },
          facts: ["securityBondAud"],
        },
      ];
    },
    officialUrl: officialPages.sponsoredStream,
  },
  "visitor-600-business": {
    id: "visitor-600-business",
    subclass: "600",
    stream: "business",
    get figures(): VisaFigure[] {
      return [cost600(), upTo(facts.businessStreamMaxStayMonths.value, ["businessStreamMaxStayMonths"]), processing600];
    },
    officialUrl: officialPages.businessStream,
  },
  "special-category-444": {
    id: "special-category-444",
    subclass: "444",
    figures: [],
    officialUrl: officialPages.specialCategory444,
  },
  // No figures: its charge and stay were not read from an official page for the facts record.
  "short-stay-specialist-400": {
    id: "short-stay-specialist-400",
    subclass: "400",
    figures: [],
    officialUrl: officialPages.shortStaySpecialist400,
  },
  // No figures for the visas a pointer names: the result points to the official page, which has them.
  "transit-771": { id: "transit-771", subclass: "771", figures: [], officialUrl: officialPages.transit771 },
  "working-holiday-417": { id: "working-holiday-417", subclass: "417", figures: [], officialUrl: officialPages.workingHoliday417 },
  "work-and-holiday-462": { id: "work-and-holiday-462", subclass: "462", figures: [], officialUrl: officialPages.workAndHoliday462 },
  "student-500": { id: "student-500", subclass: "500", figures: [], officialUrl: officialPages.student500 },
  "medical-treatment-602": { id: "medical-treatment-602", subclass: "602", figures: [], officialUrl: officialPages.medicalTreatment602 },
};

/** The Visitor visa (subclass 600) of a stream. */
export function visitor600(stream: Stream): Visa {
  return visas[`visitor-600-${stream}`];
}
