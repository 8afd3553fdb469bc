import { FIGURES_COMPARED_ON, facts, type FactKey } from "~/content/facts";
import { problemBody, problems } from "~/lib/http/problem";
import { z } from "~/lib/zod";
import { isCountryCode } from "./countries";
import { decideOutcome, templateVisaOf, type VerdictLevel } from "./outcome";
import { AUSTRALIAN_CITIZEN, BRITISH_CITIZEN, isPassportAnswer } from "./passports";
import { findSubQuestion, streams, type Answers, type Stream, type SubQuestionId } from "./questions";
import { resultPath } from "./result-link";
import { RESULT_DISCLAIMER } from "./result-summary";
import { buildChecklist } from "~/modules/checklist/checklist";
import { withMinor } from "~/modules/checklist/minor";
import { wordChecklist, type WordedChecklistItem } from "~/modules/checklist/worded-checklist";
import { englishTranslate } from "~/modules/i18n/english";
import { localizeOutcome, type WordedVisa } from "~/modules/i18n/result-messages";

/**
 * The open eligibility API: GET /api/eligibility with the checker's answers as query parameters returns
 * the same outcome the checker shows, as JSON. The parameters are the checker's own answer ids, except
 * that the country of residence is called `residence`.
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
const streamQuestions: Readonly<Record<Stream, readonly SubQuestionId[]>> = {
  tourist: [],
  sponsored: ["sponsorCitizen", "sponsorAge", "sponsorSettled", "sponsorRelationship"],
  business: ["genuineBusinessVisit", "relevantBackground", "workForPay"],
};
const streamSpecific = [...streamQuestions.sponsored, ...streamQuestions.business];

export const eligibilityQuerySchema = z
  .object({
    passport: z
      .string({ message: "passport is required" })
      .refine(isPassportAnswer, "passport must be an offered passport code: an ISO 3166-1 alpha-2 code such as DE or US, GB (British Citizen), GB-BNO (British National (Overseas)), GB-OTHER (other British passports) or AU (Australian citizen)"),
    residence: z.string().refine(isCountryCode, "residence must be an ISO 3166-1 alpha-2 code of an inhabited place, such as DE").optional(),
    stream: z.enum(streams, { message: `stream must be one of ${streams.join(", ")}` }),
    stay: z.enum(stayValues, { message: "stay must be short (up to 3 months), long (longer than 3 months, up to 12) or over12 (longer than 12 months)" }),
    funds: yesNo("funds"),
    character: yesNo("character"),
    previousVisa: yesNo("previousVisa"),
    minor: z.enum(["yes", "no"], { message: "minor must be yes or no" }).optional(),
    ...Object.fromEntries(streamSpecific.map((id) => [id, yesNo(id).optional()])),
  })
  .superRefine((query, context) => {
    for (const id of streamQuestions[query.stream]) {
      if ((query as Record<string, unknown>)[id] === undefined) {
        context.addIssue({ code: "custom", path: [id], message: `${id} is required for the ${query.stream} stream (yes or no)` });
      }
    }
  });

export const eligibilityParameters: readonly string[] = Object.keys(eligibilityQuerySchema.shape);

export type EligibilityQueryResult = { ok: true; answers: Answers; minor?: boolean } | { ok: false; parameter: string; message: string };

/**
 * The answer to a refused query: the site's one problem body (`{ error: { title, message } }`, 400 Bad
 * Request) with the parameter it is about.
 */
export function queryProblem(failure: { parameter: string; message: string }) {
  const problem = problems.badRequest(failure.message);
  return { status: problem.status, body: { error: { ...problemBody(problem).error, parameter: failure.parameter } } };
}

/** Reads the query: every parameter at most once, no unknown ones, every value offered. */
export function parseEligibilityQuery(params: URLSearchParams): EligibilityQueryResult {
  const raw: Record<string, string> = {};
  for (const [name, value] of params) {
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
  const { residence, minor, ...rest } = parsed.data;
  const asked = new Set<string>(["passport", "stream", "stay", "funds", "character", "previousVisa", ...streamQuestions[rest.stream]]);
  const answers: Answers = { country: residence ?? passportCountry(rest.passport) };
  for (const [id, value] of Object.entries(rest)) if (asked.has(id) && typeof value === "string") Object.assign(answers, { [id]: value });
  return minor === undefined ? { ok: true, answers } : { ok: true, answers, minor: minor === "yes" };
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
}

/** The outcome as JSON, for answers the query parser accepted (`minor`: the optional under-18 answer). */
export function eligibilityResponse(answers: Answers, siteUrl: string, minor?: boolean): EligibilityResponse {
  const decided = decideOutcome(answers);
  const outcome = localizeOutcome(decided, "en", englishTranslate);
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
    checklist: wordChecklist(buildChecklist({ outcome: decided, answers, minor }), "en", englishTranslate),
    figuresComparedOn: FIGURES_COMPARED_ON,
    resultUrl: `${siteUrl}${withMinor(resultPath(answers), minor)}`,
    disclaimer: RESULT_DISCLAIMER,
  };
}

/** The option labels of a question, for the API's documentation. */
export function optionSummary(id: SubQuestionId): string {
  return findSubQuestion(id)
    .options.map((option) => `${option.value} (${option.label})`)
    .join(", ");
}
