import { facts, officialPages } from "~/content/facts";
import { SHORT_STAY_MONTHS } from "~/content/facts-questionnaire";
import { links } from "./findings";
import type { Alternative, OutcomeNote } from "./outcome";
import type { OtherPurpose } from "./questions";
import type { Sentence } from "./sentences";
import { visas, type VisaId } from "./visas";

/**
 * Pointers: where a trip that no visitor visa is meant for is sent (the purpose 'something else'). Each
 * rule names the visa made for the trip, says its key conditions, and rests on the Home Affairs page that
 * states them, as the facts record read it. A condition that depends on the passport is stated only where
 * a sourced list says it (the eVisitor and ETA lists); where no such list is kept (which passports may
 * transit without a visa, which have the Working Holiday or the Work and Holiday programme and at what age)
 * the result tells the traveller what to check and links the page that has the list. No pointer offers a
 * visitor-visa template, guide or consultation: the checker does not assess these visas.
 */

/** When the facts record read the conditions below from the Home Affairs pages (its update of that day). */
export const POINTERS_READ_ON = "2026-11-27";

/** Transit without a visa: usually up to 8 hours, in the airport's international transit area, with a confirmed onward booking. */
export const TRANSIT_WITHOUT_VISA_HOURS = 8;
/** The Transit visa (subclass 771): no charge, up to 72 hours. */
export const TRANSIT_VISA_HOURS = 72;
/** Working Holiday (417) and Work and Holiday (462): by passport, usually aged 18 to 30 (18 to 35 for some passports). */
export const WORKING_HOLIDAY_AGES = { min: 18, max: 30, maxForSome: 35 } as const;
/** Visitor visas allow study or training of up to 3 months; longer study needs a Student visa (500). */
export const VISITOR_STUDY_MONTHS = SHORT_STAY_MONTHS;

export type PointerRoute =
  | "pointer-transit"
  | "pointer-working-holiday"
  | "pointer-paid-job"
  | "pointer-study"
  | "pointer-medical"
  | "pointer-visa-finder";

export const pointerRoutes: readonly PointerRoute[] = [
  "pointer-transit",
  "pointer-working-holiday",
  "pointer-paid-job",
  "pointer-study",
  "pointer-medical",
  "pointer-visa-finder",
];

export function isPointerRoute(route: string): route is PointerRoute {
  return (pointerRoutes as readonly string[]).includes(route);
}

/** What a pointer adds to the outcome: the visa, why it is the one, what else may do, and the conditions to check. */
export interface Pointer {
  route: PointerRoute;
  visa: VisaId | null;
  why: Sentence;
  alternatives: Alternative[];
  notes: OutcomeNote[];
}

export interface PointerRule {
  route: PointerRoute;
  visa: VisaId;
  /** The official page the rule's conditions come from. */
  source: string;
  decide: (passport: string | undefined) => Omit<Pointer, "route" | "visa">;
}

/** The eVisitor or ETA a passport may get (the eVisitor first: it is free), read from the sourced lists. */
function shortVisaOf(passport: string | undefined): VisaId | undefined {
  if (passport === undefined) return undefined;
  if (facts.eVisitorPassports.value.includes(passport)) return "evisitor-651";
  if (facts.etaPassports.value.includes(passport)) return "eta-601";
  return undefined;
}

const hours = { hours: { count: TRANSIT_WITHOUT_VISA_HOURS }, maxHours: { count: TRANSIT_VISA_HOURS } } as const;
const ages = {
  minAge: { count: WORKING_HOLIDAY_AGES.min },
  maxAge: { count: WORKING_HOLIDAY_AGES.max },
  maxAgeForSome: { count: WORKING_HOLIDAY_AGES.maxForSome },
} as const;
const studyMonths = { months: { count: VISITOR_STUDY_MONTHS } } as const;

/** The pointer rules, one per purpose the follow-up question offers. */
export const pointerRules: Readonly<Record<OtherPurpose, PointerRule>> = {
  transit: {
    route: "pointer-transit",
    visa: "transit-771",
    source: officialPages.transit771,
    decide: (passport) => {
      const shortVisa = shortVisaOf(passport);
      return {
        why: { id: "pointer.why.transit", values: hours },
        // ETA and eVisitor holders may transit on those: the passport lists say who may get one.
        alternatives: shortVisa
          ? [{ visa: visas[shortVisa], when: { id: "pointer.when.transit-short-visa", values: { Passport: { passport: passport as string, start: true }, visa: { visa: shortVisa } } } }]
          : [],
        // Which passports may transit without a visa is the official page's list, not kept here.
        notes: passport ? [{ sentence: { id: "pointer.note.transit-check", values: { passport: { passport } } }, link: links["transit-771"] }] : [],
      };
    },
  },
  "working-holiday": {
    route: "pointer-working-holiday",
    visa: "working-holiday-417",
    source: officialPages.workingHoliday417,
    // The passport decides between the two programmes; their lists and age limits are on the official pages.
    decide: () => ({
      why: { id: "pointer.why.working-holiday", values: ages },
      alternatives: [{ visa: visas["work-and-holiday-462"], when: { id: "pointer.when.work-and-holiday-462" } }],
      notes: [],
    }),
  },
  "paid-job": {
    route: "pointer-paid-job",
    visa: "short-stay-specialist-400",
    source: officialPages.shortStaySpecialist400,
    decide: () => ({ why: { id: "pointer.why.paid-job" }, alternatives: [], notes: [] }),
  },
  study: {
    route: "pointer-study",
    visa: "student-500",
    source: officialPages.student500,
    decide: () => ({
      why: { id: "pointer.why.study", values: studyMonths },
      alternatives: [],
      notes: [{ sentence: { id: "pointer.note.study-visitor", values: studyMonths }, link: links["visitor-600"] }],
    }),
  },
  medical: {
    route: "pointer-medical",
    visa: "medical-treatment-602",
    source: officialPages.medicalTreatment602,
    decide: () => ({ why: { id: "pointer.why.medical" }, alternatives: [], notes: [] }),
  },
};

function isOtherPurpose(value: unknown): value is OtherPurpose {
  return typeof value === "string" && Object.hasOwn(pointerRules, value);
}

/**
 * The pointer for a trip's purpose and passport. Without a purpose (only an edited link or a partial call)
 * there is no visa to name: Home Affairs' Visa Finder is where to look.
 */
export function decidePointer(otherPurpose: string | undefined, passport: string | undefined): Pointer {
  if (!isOtherPurpose(otherPurpose)) {
    return { route: "pointer-visa-finder", visa: null, why: { id: "pointer.why.visa-finder" }, alternatives: [], notes: [] };
  }
  const rule = pointerRules[otherPurpose];
  return { route: rule.route, visa: rule.visa, ...rule.decide(passport) };
}
