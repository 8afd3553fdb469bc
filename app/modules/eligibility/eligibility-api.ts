import { FIGURES_COMPARED_ON, facts, type FactKey } from "~/content/facts";
import { problemBody, problems } from "~/lib/http/problem";
import type { MinorAnswer } from "./answer-schema";
import { apiAnswers } from "./api-query";
import { decideOutcome, templateVisaOf, type VerdictLevel } from "./outcome";
import type { Answers } from "./questions";
import { resultPath } from "./result-link";
import { RESULT_DISCLAIMER } from "./result-summary";
import { buildChecklist } from "~/modules/checklist/checklist";
import { wordChecklist, type WordedChecklistItem } from "~/modules/checklist/worded-checklist";
import { englishTranslate } from "~/modules/i18n/english";
import { localizeOutcome, type WordedVisa } from "~/modules/i18n/result-messages";
import { emptyTrip, hasTrip, planTrip, tripEntries, type Trip, type TripPlan } from "~/modules/trip/trip";
import { australianToday } from "~/lib/calendar-date";
import { processingSourceText, wordTripPlan } from "~/modules/trip/trip-words";

/**
 * The open eligibility API: GET /api/eligibility with the checker's answers as query parameters returns
 * the same outcome the checker shows, as JSON. Its query is read in api-query.ts; the trip's optional
 * fields add the trip plan (app/modules/trip) under `trip`.
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

/**
 * The answer to a refused query: the site's one problem body (`{ error: { title, message } }`, 400 Bad
 * Request) with the parameter it is about.
 */
export function queryProblem(failure: { parameter: string; message: string }) {
  const problem = problems.badRequest(failure.message);
  return { status: problem.status, body: { error: { ...problemBody(problem).error, parameter: failure.parameter } } };
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
  minor: MinorAnswer | null;
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
    answers: { ...apiAnswers(answers), ...(minor === undefined ? {} : { minor: minor ? "yes" : "no" }) },
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
