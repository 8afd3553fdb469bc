import { FIGURES_COMPARED_ON, facts, type FactKey } from "~/content/facts";
import { problemBody, problems } from "~/lib/http/problem";
import { z } from "~/lib/zod";
import { isCountryCode } from "./countries";
import { decideOutcome, templateVisaOf, type VerdictLevel } from "./outcome";
import { AUSTRALIAN_CITIZEN, BRITISH_CITIZEN, isPassportAnswer } from "./passports";
import { findSubQuestion, otherPurposes, purposes, type Answers, type Purpose, type SubQuestionId } from "./questions";
import { resultPath } from "./result-link";
import { RESULT_DISCLAIMER } from "./result-summary";
import { buildChecklist } from "~/modules/checklist/checklist";
import { wordChecklist, type WordedChecklistItem } from "~/modules/checklist/worded-checklist";
import { englishTranslate } from "~/modules/i18n/english";
import { localizeOutcome, type WordedVisa } from "~/modules/i18n/result-messages";
import { parseTripOnServer } from "~/modules/trip/trip-schema";
import { emptyTrip, hasTrip, planTrip, tripEntries, tripParams, type Trip, type TripPlan, type TripProblem } from "~/modules/trip/trip";
import { australianToday } from "~/lib/calendar-date";
import { processingSourceText, wordTripPlan } from "~/modules/trip/trip-words";

/**
 * The open eligibility API: GET /api/eligibility with the checker's answers as query parameters returns
 * the same outcome the checker shows, as JSON. The parameters are the checker's own answer ids, except
 * that the country of residence is called `residence`, and the trip's optional fields as the checker's
 * trip form names them (`arrive`, `depart`, `passportExpiry`, `otherPassport` (repeatable), `minor`),
 * which add the trip plan (app/modules/trip) under `trip`.
 */

/**
 * Any site may call the API from a browser: it is read-only, needs no cookies and answers from the query
 * alone (docs/decisions/012; the server also relaxes the resource policy for these paths). Answers are
 * personal, so no cache keeps them.
 */
export const API_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
} as const;

/** The three bands of the length of stay: an ETA or eVisitor, a Visitor visa, no visitor visa. */
export const stayValues = ["short", "long", "over12"] as const;

const yesNo = (id: SubQuestionId) => z.enum(["yes", "no"], { message: `${id} must be yes or no` });
const stayMessage = "stay must be short (up to 3 months), long (longer than 3 months, up to 12) or over12 (longer than 12 months)";
const otherPurposeMessage = `otherPurpose must be one of ${otherPurposes.join(", ")}`;
/** The questions every visitor stream asks; 'other' asks none of them, only what the trip is for. */
const visitorQuestions = ["stay", "funds", "character", "previousVisa"] as const;
const streamQuestions: Readonly<Record<Purpose, readonly SubQuestionId[]>> = {
  tourist: [],
  sponsored: ["sponsorCitizen", "sponsorAge", "sponsorSettled", "sponsorRelationship"],
  business: ["genuineBusinessVisit", "relevantBackground", "workForPay"],
  other: ["otherPurpose"],
};
const streamSpecific = [...streamQuestions.sponsored, ...streamQuestions.business];

export const eligibilityQuerySchema = z
  .object({
    passport: z
      .string({ message: "passport is required" })
      .refine(isPassportAnswer, "passport must be an offered passport code: an ISO 3166-1 alpha-2 code such as DE or US, GB (British Citizen), GB-BNO (British National (Overseas)), GB-OTHER (other British passports) or AU (Australian citizen)"),
    residence: z.string().refine(isCountryCode, "residence must be an ISO 3166-1 alpha-2 code of an inhabited place, such as DE").optional(),
    stream: z.enum(purposes, { message: `stream must be one of ${purposes.join(", ")}` }),
    stay: z.enum(stayValues, { message: stayMessage }).optional(),
    funds: yesNo("funds").optional(),
    character: yesNo("character").optional(),
    previousVisa: yesNo("previousVisa").optional(),
    ...Object.fromEntries(streamSpecific.map((id) => [id, yesNo(id).optional()])),
    otherPurpose: z.enum(otherPurposes, { message: otherPurposeMessage }).optional(),
  })
  .superRefine((query, context) => {
    const given = query as Record<string, unknown>;
    if (query.stream !== "other") {
      for (const id of visitorQuestions) {
        if (given[id] === undefined) context.addIssue({ code: "custom", path: [id], message: id === "stay" ? stayMessage : `${id} must be yes or no` });
      }
    }
    for (const id of streamQuestions[query.stream]) {
      if (given[id] !== undefined) continue;
      const message = id === "otherPurpose" ? `otherPurpose is required for the other stream: ${otherPurposes.join(", ")}` : `${id} is required for the ${query.stream} stream (yes or no)`;
      context.addIssue({ code: "custom", path: [id], message });
    }
  });

export const eligibilityParameters: readonly string[] = Object.keys(eligibilityQuerySchema.shape);

export type EligibilityQueryResult = { ok: true; answers: Answers; trip?: Trip } | { ok: false; parameter: string; message: string };

const tripProblemMessages: Readonly<Record<TripProblem, (field: string, today: string) => string>> = {
  "not-a-date": (field) => `${field} must be a calendar date written YYYY-MM-DD`,
  "date-passed": (field, today) => `${field} has already passed in Australia (today there is ${today})`,
  "depart-before-arrive": () => "depart must not be before arrive",
  "not-a-passport": () => "otherPassport must be an offered passport code, as for passport",
};

/** The trip's fields, each checked; a value the checker's form would drop is refused here, naming it. */
function parseTripQuery(params: URLSearchParams, passport: string, today: string): { ok: true; trip: Trip } | { ok: false; parameter: string; message: string } {
  const minor = params.get("minor");
  if (minor !== null && minor !== "yes" && minor !== "no") return { ok: false, parameter: "minor", message: "minor must be yes or no" };
  const { trip, problems } = parseTripOnServer(params, today, passport);
  const problem = problems[0];
  if (problem) return { ok: false, parameter: problem.field, message: tripProblemMessages[problem.problem](problem.field, today) };
  return { ok: true, trip };
}

/**
 * The answer to a refused query: the site's one problem body (`{ error: { title, message } }`, 400 Bad
 * Request) with the parameter it is about.
 */
export function queryProblem(failure: { parameter: string; message: string }) {
  const problem = problems.badRequest(failure.message);
  return { status: problem.status, body: { error: { ...problemBody(problem).error, parameter: failure.parameter } } };
}

/**
 * Reads the query: every parameter at most once (but `otherPassport`), no unknown ones, every value offered.
 * `today` is the date in Australia the trip's dates are checked against.
 */
export function parseEligibilityQuery(params: URLSearchParams, today = australianToday()): EligibilityQueryResult {
  const raw: Record<string, string> = {};
  const tripQuery = new URLSearchParams();
  for (const [name, value] of params) {
    if ((tripParams as readonly string[]).includes(name)) {
      if (name !== "otherPassport" && tripQuery.has(name)) return { ok: false, parameter: name, message: `${name} is given more than once` };
      tripQuery.append(name, value);
      continue;
    }
    if (!eligibilityParameters.includes(name)) return { ok: false, parameter: name, message: `Unknown parameter ${name}; see /api/openapi.json` };
    if (name in raw) return { ok: false, parameter: name, message: `${name} is given more than once` };
    raw[name] = value;
  }
  const parsed = eligibilityQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const parameter = String(issue?.path[0] ?? "query");
    return { ok: false, parameter, message: issue?.message ?? `${parameter} is not valid` };
  }
  const { residence, ...rest } = parsed.data;
  const asked = new Set<string>(["passport", "stream", ...(rest.stream === "other" ? [] : visitorQuestions), ...streamQuestions[rest.stream]]);
  const answers: Answers = { country: residence ?? passportCountry(rest.passport) };
  for (const [id, value] of Object.entries(rest)) if (asked.has(id) && typeof value === "string") Object.assign(answers, { [id]: value });
  if ([...tripQuery.keys()].length === 0) return { ok: true, answers };
  const trip = parseTripQuery(tripQuery, rest.passport, today);
  return trip.ok ? { ok: true, answers, trip: trip.trip } : trip;
}

/** Without a residence, the traveller is taken to live in their passport's country (Australia for a citizen). */
function passportCountry(passport: string): string {
  return passport === AUSTRALIAN_CITIZEN ? "AU" : passport.startsWith(BRITISH_CITIZEN) ? BRITISH_CITIZEN : passport;
}

interface SourceJson {
  fact: FactKey;
  name: string;
  url: string;
  dated: string | null;
  indexedEachJuly: boolean;
  /** When a person last checked the figure, when its value took effect, and whether it needs checking now (null/false before the server read the figures). */
  checkedOn: string | null;
  effectiveFrom: string | null;
  needsChecking: boolean;
}

const sourceJson = (fact: FactKey): SourceJson => {
  const { source, indexedEachJuly, status } = facts[fact];
  return {
    fact,
    ...source,
    indexedEachJuly,
    checkedOn: status?.checkedOn ?? null,
    effectiveFrom: status?.effectiveFrom ?? null,
    needsChecking: status?.needsChecking ?? false,
  };
};

function visaJson(visa: WordedVisa) {
  return {
    id: visa.id,
    subclass: visa.subclass,
    stream: visa.stream ?? null,
    name: visa.name,
    summary: visa.summary,
    nextStep: visa.nextStep,
    officialUrl: visa.officialUrl,
    figures: visa.figures.map((figure) => ({ label: figure.label, text: figure.text, sources: figure.facts.map(sourceJson) })),
  };
}

/** The answers as the API names them: the residence under `residence`. */
function answersJson({ country, ...rest }: Answers): Record<string, string> {
  return { ...(country ? { residence: country } : {}), ...rest } as Record<string, string>;
}

export interface EligibilityResponse {
  answers: Record<string, string>;
  verdict: { level: VerdictLevel; headline: string; summary: string };
  outcome: string;
  why: string;
  recommended: ReturnType<typeof visaJson> | null;
  alternatives: (ReturnType<typeof visaJson> & { when: string })[];
  reasons: { question: string; label: string; level: string; problem: string; nextStep: string; link: { label: string; href: string } }[];
  notes: { text: string; link: { label: string; href: string } | null; sources: SourceJson[] }[];
  template: string | null;
  /** The personal documents checklist: each document, why it is asked for, and its official page. */
  checklist: WordedChecklistItem[];
  figuresComparedOn: string;
  resultUrl: string;
  disclaimer: string;
  /** The trip plan, where the query gave any trip field; null otherwise. */
  trip: TripJson | null;
}

export interface TripJson {
  arrive: string | null;
  depart: string | null;
  passportExpiry: string | null;
  otherPassports: readonly string[];
  minor: "yes" | "no" | null;
  /** The date in Australia the plan was worked out on. */
  today: string;
  passport: { chosen: string; changed: boolean; rank: string; visa: string | null; reason: string; weighed: { passport: string; rank: string; visa: string | null }[] } | null;
  applyBy: { date: string | null; passed: boolean; daysLeft: number | null; headline: string; text: string } | null;
  processingFigure: {
    fact: FactKey;
    days: number;
    percentile: number;
    text: string;
    source: { name: string; url: string; dated: string | null };
    checkedOn: string | null;
    needsChecking: boolean;
    officialUrl: string;
  } | null;
  stay: { kind: string; days: number; months: number; text: string } | null;
  passportCheck: { kind: string; expiry: string; until: string | null; eta: boolean; texts: string[] } | null;
}

/** The plan as JSON, in English. */
function tripJson(plan: TripPlan): TripJson {
  const words = wordTripPlan(plan, "en", englishTranslate);
  const { trip, passport, applyBy, stay, passportValidity } = plan;
  const figure = applyBy?.kind === "date" ? applyBy.figure : null;
  return {
    arrive: trip.arrive ?? null,
    depart: trip.depart ?? null,
    passportExpiry: trip.passportExpiry ?? null,
    otherPassports: trip.otherPassports,
    minor: trip.minor ?? null,
    today: plan.today,
    passport: passport && {
      chosen: passport.passport,
      changed: passport.changed,
      rank: passport.rank,
      visa: passport.visa,
      reason: words.passport ?? "",
      weighed: passport.weighed,
    },
    applyBy:
      applyBy && words.applyBy
        ? {
            date: applyBy.kind === "date" ? applyBy.date : null,
            passed: applyBy.kind === "date" && applyBy.passed,
            daysLeft: applyBy.kind === "date" ? applyBy.daysLeft : null,
            headline: words.applyBy.headline,
            text: words.applyBy.detail,
          }
        : null,
    processingFigure: figure && {
      fact: figure.fact,
      days: figure.days,
      percentile: figure.percentile,
      text: processingSourceText(plan, englishTranslate) ?? "",
      source: { name: figure.source.name, url: figure.source.url, dated: figure.source.dated },
      checkedOn: figure.checkedOn,
      needsChecking: figure.needsChecking,
      officialUrl: figure.officialUrl,
    },
    stay: stay && words.stay ? { kind: stay.kind, days: stay.days, months: stay.months, text: words.stay } : null,
    passportCheck: passportValidity && {
      kind: passportValidity.kind,
      expiry: passportValidity.expiry,
      until: passportValidity.kind === "expired" ? null : passportValidity.until,
      eta: passportValidity.kind !== "expired" && passportValidity.eta,
      texts: words.passportValidity,
    },
  };
}

/**
 * The outcome as JSON, for answers the query parser accepted. With a trip, the outcome is the one for the
 * passport the plan chooses among those held (the answers keep the passport asked about).
 */
export function eligibilityResponse(answers: Answers, siteUrl: string, trip?: Trip, today = australianToday()): EligibilityResponse {
  const plan = trip && hasTrip(trip) ? planTrip(answers, trip, today) : null;
  const decided = plan ? plan.outcome : decideOutcome(answers);
  const outcome = localizeOutcome(decided, "en", englishTranslate);
  // The optional under-18 answer travels with the trip's fields; it adds the child's consent form to the checklist.
  const minor = trip?.minor === undefined ? undefined : trip.minor === "yes";
  return {
    answers: { ...answersJson(answers), ...(minor === undefined ? {} : { minor: minor ? "yes" : "no" }) },
    verdict: { level: outcome.level, headline: outcome.headline, summary: outcome.summary },
    outcome: outcome.route,
    why: outcome.why,
    recommended: outcome.visa && visaJson(outcome.visa),
    alternatives: outcome.alternatives.map((item) => ({ ...visaJson(item.visa), when: item.when })),
    reasons: outcome.findings.map((item) => ({
      question: item.id,
      label: item.label,
      level: item.level,
      problem: item.problem,
      nextStep: item.nextStep,
      link: item.link,
    })),
    notes: outcome.notes.map((note) => ({ text: note.text, link: note.link ?? null, sources: (note.facts ?? []).map(sourceJson) })),
    template: templateVisaOf(outcome),
    checklist: wordChecklist(buildChecklist({ outcome: decided, answers: plan ? plan.answers : answers, minor }), "en", englishTranslate),
    figuresComparedOn: FIGURES_COMPARED_ON,
    resultUrl: `${siteUrl}${resultPath(answers, tripEntries(trip ?? emptyTrip))}`,
    disclaimer: RESULT_DISCLAIMER,
    trip: plan && tripJson(plan),
  };
}

/** The option labels of a question, for the API's documentation. */
export function optionSummary(id: SubQuestionId): string {
  return findSubQuestion(id)
    .options.map((option) => `${option.value} (${option.label})`)
    .join(", ");
}
