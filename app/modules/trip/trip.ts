import {
  businessStreamMaxStayMonths,
  eVisitorCharge,
  eVisitorStayMonthsPerEntry,
  etaStayMonthsPerEntry,
  processingDaysBusiness,
  processingDaysSponsored,
  processingDaysTourist,
  visitor600StayMonths,
  type FactKey,
  type FactSource,
} from "~/content/facts";
import { LONGEST_VISITOR_STAY_MONTHS } from "~/content/facts-questionnaire";
import { figureInForce } from "~/content/figures-in-force";
import { decideOutcome, type Outcome } from "~/modules/eligibility/outcome";
import { AUSTRALIAN_CITIZEN } from "~/modules/eligibility/passports";
import type { Answers } from "~/modules/eligibility/questions";
import type { VisaId } from "~/modules/eligibility/visas";
import { addDays, addMonths, daysBetween } from "~/lib/calendar-date";
import type { Trip } from "./trip-query";

export * from "./trip-query";

/**
 * The traveller's trip, all of it optional: the arrival and departure dates, the expiry date of the
 * passport they travel on, the other passports they hold and whether the traveller is under 18. From it
 * and the checker's answers, `planTrip` works out which passport to use, the date to apply by, whether the
 * stay fits the visa and whether the passport outlasts the trip. Dates are calendar dates in Australia
 * (trip-dates.ts). The rules are explained in docs/how-it-works/trip-plan.md.
 */

// ---------------------------------------------------------------------------------------------------
// Which passport

/**
 * How good a passport's answer is for a visit, best first: no visa (an Australian citizen), the Special
 * Category visa on arrival (New Zealand), a free eVisitor, an ETA (or an eVisitor with a charge), and
 * anything else (a Visitor visa, a work visa, none for the stay).
 */
export type PassportRank = "no-visa" | "special-category" | "evisitor-free" | "eta" | "visa-application";
const rankOrder: readonly PassportRank[] = ["no-visa", "special-category", "evisitor-free", "eta", "visa-application"];

export function passportRank(outcome: Outcome): PassportRank {
  if (outcome.route === "australian-citizen") return "no-visa";
  if (outcome.visa?.id === "special-category-444") return "special-category";
  if (outcome.visa?.id === "evisitor-651") return eVisitorCharge.value === 0 ? "evisitor-free" : "eta";
  if (outcome.visa?.id === "eta-601") return "eta";
  return "visa-application";
}

export interface PassportChoice {
  /** The passport to travel on. */
  passport: string;
  rank: PassportRank;
  /** The visa that passport leads to (null: no visa needed, or none fits). */
  visa: VisaId | null;
  /** Whether it is another passport than the one the checker was answered with. */
  changed: boolean;
  /** Every passport weighed, in the order given, with its rank. */
  weighed: { passport: string; rank: PassportRank; visa: VisaId | null }[];
}

// ---------------------------------------------------------------------------------------------------
// When to apply

/** A processing figure: 90% of applications of the visa and stream were decided within `days` days. */
export interface ProcessingFigure {
  fact: FactKey;
  days: number;
  percentile: 90;
  source: FactSource;
  /** When a person last compared it with its source, where the server has read the stored figures. */
  checkedOn: string | null;
  /** Not yet confirmed against Home Affairs' own page (or too old): the page says so beside it. */
  needsChecking: boolean;
  /** Where the current figure is read. */
  officialUrl: string;
}

const processingFacts: Partial<Record<VisaId, FactKey>> = {
  "visitor-600-tourist": "processingDaysTourist",
  "visitor-600-business": "processingDaysBusiness",
  "visitor-600-sponsored": "processingDaysSponsored",
};
const processingFactObjects = {
  processingDaysTourist,
  processingDaysBusiness,
  processingDaysSponsored,
} as const;

/** The processing figure kept for a visa, or null where none is published (the ETA, the eVisitor, a work visa). */
export function processingFigureOf(visa: VisaId): ProcessingFigure | null {
  const key = processingFacts[visa] as keyof typeof processingFactObjects | undefined;
  if (!key) return null;
  const fact = processingFactObjects[key];
  // The server knows the stored state (fact.status); the browser reads it from the figures in force.
  const check = figureInForce(key)?.check;
  return {
    fact: key,
    days: fact.value,
    percentile: 90,
    source: fact.source,
    checkedOn: fact.status?.checkedOn ?? check?.checkedOn ?? null,
    needsChecking: fact.status?.needsChecking ?? check !== undefined,
    officialUrl: fact.source.url,
  };
}

/**
 * The date to apply by. With a processing figure: the arrival date minus the days within which 90% of
 * applications were decided, with no further margin (the figure is already the slow end). Without one
 * (the ETA, the eVisitor, a work visa): no date is computed; the advice is to apply before booking.
 */
export type ApplyBy =
  | { kind: "date"; visa: VisaId; date: string; passed: boolean; daysLeft: number; figure: ProcessingFigure }
  | { kind: "no-figure"; visa: VisaId }
  | { kind: "no-arrival"; visa: VisaId };

// ---------------------------------------------------------------------------------------------------
// Does the stay fit

export type StayCheck =
  /** Within the visa's stay per entry (ETA, eVisitor, Business Visitor stream). */
  | { kind: "fits"; visa: VisaId; days: number; months: number }
  /** A Visitor visa (600) in the Tourist or Sponsored Family stream: ask for the shortest period that covers the stay. */
  | { kind: "ask-for"; visa: VisaId; days: number; months: number; choices: readonly number[] }
  /** Longer than the visa allows per entry; a longer visa would be needed (the answer's stay was shorter). */
  | { kind: "too-long"; visa: VisaId; days: number; months: number }
  /** Longer than 12 months: no visitor visa. */
  | { kind: "over-12-months"; days: number; months: number };

// ---------------------------------------------------------------------------------------------------
// Does the passport last

export type PassportCheck =
  | { kind: "expired"; expiry: string }
  | { kind: "expires-during-trip"; expiry: string; until: string; eta: boolean }
  | { kind: "outlasts"; expiry: string; until: string; eta: boolean };

export interface TripPlan {
  today: string;
  trip: Trip;
  /** The answers the result is decided on: the checker's, with the passport chosen for this trip. */
  answers: Answers;
  outcome: Outcome;
  /** Null without other passports. */
  passport: PassportChoice | null;
  /** Null where no visa is applied for (an Australian citizen, a New Zealand passport, no visitor visa for the stay). */
  applyBy: ApplyBy | null;
  /** Null without both dates, or where nothing limits the stay (no visa needed, New Zealand). */
  stay: StayCheck | null;
  /** Null without a passport expiry date. */
  passportValidity: PassportCheck | null;
}

function choosePassport(answers: Answers, others: readonly string[]): { answers: Answers; outcome: Outcome; choice: PassportChoice | null } {
  const own = answers.passport;
  const candidates = [...(own === undefined ? [] : [own]), ...others.filter((code) => code !== own)];
  const weighed = candidates.map((passport) => {
    const outcome = decideOutcome({ ...answers, passport });
    return { passport, outcome, rank: passportRank(outcome) };
  });
  const best = weighed.reduce<(typeof weighed)[number] | undefined>(
    (kept, next) => (kept === undefined || rankOrder.indexOf(next.rank) < rankOrder.indexOf(kept.rank) ? next : kept),
    undefined,
  );
  if (!best || others.length === 0) return { answers, outcome: decideOutcome(answers), choice: null };
  return {
    answers: { ...answers, passport: best.passport },
    outcome: best.outcome,
    choice: {
      passport: best.passport,
      rank: best.rank,
      visa: best.outcome.visa?.id ?? null,
      changed: best.passport !== own,
      weighed: weighed.map(({ passport, outcome, rank }) => ({ passport, rank, visa: outcome.visa?.id ?? null })),
    },
  };
}

function applyByOf(outcome: Outcome, trip: Trip, today: string): ApplyBy | null {
  const visa = outcome.visa?.id;
  if (!visa || visa === "special-category-444" || outcome.route === "australian-citizen") return null;
  const figure = processingFigureOf(visa);
  if (!figure) return { kind: "no-figure", visa };
  if (!trip.arrive) return { kind: "no-arrival", visa };
  const date = addDays(trip.arrive, -figure.days);
  return { kind: "date", visa, date, passed: date < today, daysLeft: daysBetween(today, date), figure };
}

/** The shortest whole number of months from `arrive` that reaches `depart`. */
function monthsCovering(arrive: string, depart: string): number {
  let months = 0;
  while (addMonths(arrive, months) < depart && months <= LONGEST_VISITOR_STAY_MONTHS) months += 1;
  return months;
}

function stayCheckOf(outcome: Outcome, trip: Trip): StayCheck | null {
  if (!trip.arrive || !trip.depart) return null;
  const days = daysBetween(trip.arrive, trip.depart);
  const months = monthsCovering(trip.arrive, trip.depart);
  if (months > LONGEST_VISITOR_STAY_MONTHS) return { kind: "over-12-months", days, months };
  const visa = outcome.visa?.id;
  if (!visa || visa === "special-category-444" || visa === "short-stay-specialist-400") return null;
  const perEntry: Partial<Record<VisaId, number>> = {
    "evisitor-651": eVisitorStayMonthsPerEntry.value,
    "eta-601": etaStayMonthsPerEntry.value,
    "visitor-600-business": businessStreamMaxStayMonths.value,
  };
  const limit = perEntry[visa];
  if (limit !== undefined) return months <= limit ? { kind: "fits", visa, days, months: limit } : { kind: "too-long", visa, days, months: limit };
  const choices = [...visitor600StayMonths.value].sort((a, b) => a - b);
  const ask = choices.find((choice) => choice >= months);
  return ask === undefined ? { kind: "over-12-months", days, months } : { kind: "ask-for", visa, days, months: ask, choices };
}

function passportCheckOf(outcome: Outcome, trip: Trip, today: string): PassportCheck | null {
  const expiry = trip.passportExpiry;
  if (!expiry) return null;
  if (expiry < today) return { kind: "expired", expiry };
  const until = trip.depart ?? trip.arrive;
  if (!until) return null;
  const eta = outcome.visa?.id === "eta-601";
  return expiry < until ? { kind: "expires-during-trip", expiry, until, eta } : { kind: "outlasts", expiry, until, eta };
}

/**
 * The plan for a trip: the passport to use (the best of those held, the first among equals), the answer
 * on it, the date to apply by, the stay against the visa's limits and the passport against the trip.
 * `today` is the date in Australia (australianToday()). Pure: the same inputs give the same plan.
 */
export function planTrip(answers: Answers, trip: Trip, today: string): TripPlan {
  const { answers: used, outcome, choice } = choosePassport(answers, trip.otherPassports);
  return {
    today,
    trip,
    answers: used,
    outcome,
    passport: choice,
    applyBy: applyByOf(outcome, trip, today),
    stay: stayCheckOf(outcome, trip),
    passportValidity: used.passport === AUSTRALIAN_CITIZEN ? null : passportCheckOf(outcome, trip, today),
  };
}
