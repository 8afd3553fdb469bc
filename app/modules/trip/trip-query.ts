import { isMinorAnswer, tripFields, type MinorAnswer, type TripParam } from "~/modules/eligibility/answer-schema";
import { isInValueSet } from "~/modules/eligibility/value-check";

export { minorAnswers, type TripParam } from "~/modules/eligibility/answer-schema";

/**
 * The trip as a query: the checker's trip form, its links and the API read it here. Kept apart from the
 * plan (trip.ts), which needs the whole rule engine, so that the server's kept-page key can read it alone.
 * Each field's values are defined with the check's answers (eligibility/answer-schema.ts). The server
 * checks them with zod (trip-schema.ts); the browser, which updates the plan as the form is sent, with
 * the same value sets without zod, which would double the result's code on /check.
 */

/** The query parameters of the trip, on the checker's links and forms. */
export const tripParams: readonly TripParam[] = tripFields.map((field) => field.name);

/** The query parameter of the optional 'Is the traveller under 18?' answer: `minor=yes` or `minor=no`. */
export const MINOR_PARAMETER = "minor" satisfies TripParam;

/** Most other passports a traveller may list (a form and a link stay short). */
export const MAX_OTHER_PASSPORTS = 3;

export interface Trip {
  arrive?: string;
  depart?: string;
  passportExpiry?: string;
  /** Other passports held, in the order given, without the checker's own passport or repeats. */
  otherPassports: readonly string[];
  /** Whether the traveller is under 18 (the documents checklist reads it). */
  minor?: MinorAnswer;
}

export const emptyTrip: Trip = { otherPassports: [] };

/** Why a typed value was dropped; the form says so beside the field. */
export type TripProblem = "not-a-date" | "date-passed" | "depart-before-arrive" | "not-a-passport";

export interface TripFieldProblem {
  field: TripParam;
  problem: TripProblem;
}

export interface ParsedTrip {
  trip: Trip;
  problems: TripFieldProblem[];
  /** What the person typed, to show again in the form beside its problem. */
  typed: Partial<Record<Exclude<TripParam, "otherPassport">, string>>;
}

/** Whether a field's value is one it accepts. */
export type TripValueCheck = (field: TripParam, value: string) => boolean;

const valueSets = new Map(tripFields.map((field) => [field.name, field.values]));

/** The check without zod, for the browser: the field's value set. */
export const plainTripCheck: TripValueCheck = (field, value) => {
  const set = valueSets.get(field);
  return set !== undefined && isInValueSet(set, value);
};

/**
 * Reads the trip from a query (the checker's form and links, or the API). A value that is not a date, an
 * arrival before today, a departure before the arrival and an unknown passport are dropped, each with its
 * problem; empty fields are simply absent. Only the first value of a field counts, but passports repeat.
 */
export function parseTrip(params: URLSearchParams, today: string, ownPassport?: string, accepts: TripValueCheck = plainTripCheck): ParsedTrip {
  const problems: TripFieldProblem[] = [];
  const typed: ParsedTrip["typed"] = {};
  const trip: { -readonly [K in keyof Trip]: Trip[K] } = { otherPassports: [] };
  const readDate = (field: "arrive" | "depart" | "passportExpiry"): string | undefined => {
    const value = params.get(field)?.trim() ?? "";
    if (value === "") return undefined;
    typed[field] = value.slice(0, 20);
    if (accepts(field, value)) return value;
    problems.push({ field, problem: "not-a-date" });
    return undefined;
  };
  const arrive = readDate("arrive");
  if (arrive !== undefined && arrive < today) problems.push({ field: "arrive", problem: "date-passed" });
  else if (arrive !== undefined) trip.arrive = arrive;
  const depart = readDate("depart");
  if (depart !== undefined && trip.arrive !== undefined && depart < trip.arrive) problems.push({ field: "depart", problem: "depart-before-arrive" });
  else if (depart !== undefined && depart < today) problems.push({ field: "depart", problem: "date-passed" });
  else if (depart !== undefined) trip.depart = depart;
  const expiry = readDate("passportExpiry");
  if (expiry !== undefined) trip.passportExpiry = expiry;

  const others: string[] = [];
  for (const value of params.getAll("otherPassport")) {
    const code = value.trim();
    if (code === "") continue;
    if (!accepts("otherPassport", code)) {
      if (!problems.some((item) => item.field === "otherPassport")) problems.push({ field: "otherPassport", problem: "not-a-passport" });
      continue;
    }
    if (code !== ownPassport && !others.includes(code) && others.length < MAX_OTHER_PASSPORTS) others.push(code);
  }
  trip.otherPassports = others;
  const minor = params.get(MINOR_PARAMETER);
  if (minor !== null && accepts("minor", minor) && isMinorAnswer(minor)) trip.minor = minor;
  return { trip, problems, typed };
}

/** The trip as query pairs, in a fixed order (links, hidden fields, the kept page's key). */
export function tripEntries(trip: Trip): [TripParam, string][] {
  const entries: [TripParam, string][] = [];
  if (trip.arrive) entries.push(["arrive", trip.arrive]);
  if (trip.depart) entries.push(["depart", trip.depart]);
  if (trip.passportExpiry) entries.push(["passportExpiry", trip.passportExpiry]);
  for (const code of trip.otherPassports) entries.push(["otherPassport", code]);
  if (trip.minor) entries.push([MINOR_PARAMETER, trip.minor]);
  return entries;
}

/** Whether anything about a trip was given. */
export function hasTrip(trip: Trip): boolean {
  return tripEntries(trip).length > 0;
}

/** Whether what the page shows for this trip depends on today's date (an apply-by date, a date passed). */
export function tripDependsOnToday(trip: Trip): boolean {
  return trip.arrive !== undefined || trip.depart !== undefined || trip.passportExpiry !== undefined;
}

/** The under-18 answer as a query (`minor=yes`, `minor=no`, or nothing), for links back to the same result. */
export function minorQuery(minor: boolean | undefined): string {
  return minor === undefined ? "" : new URLSearchParams(tripEntries({ ...emptyTrip, minor: minor ? "yes" : "no" })).toString();
}

/** A path to a result (a query already in it) with the under-18 answer added where one was given. */
export function withMinor(path: string, minor: boolean | undefined): string {
  const query = minorQuery(minor);
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}
