import { LONGEST_VISITOR_STAY_MONTHS, SHORT_STAY_MONTHS } from "~/content/facts-questionnaire";
import { australianToday } from "~/lib/calendar-date";
import { z } from "~/lib/zod";
import { parseTripOnServer } from "~/modules/trip/trip-schema";
import type { Trip, TripProblem } from "~/modules/trip/trip-query";
import { valueSchema } from "./answer-parsers";
import { answerSchema, isYesNo, type AnswerSchema, type QuestionField, type TripParam, type ValueSet } from "./answer-schema";
import { countries } from "./countries";
import { AUSTRALIAN_CITIZEN, BRITISH_CITIZEN, passportOptions } from "./passports";
import type { Answers, QuestionId } from "./questions";

/**
 * The open API's query (GET /api/eligibility), made from the answer schema (answer-schema.ts): the
 * parameter list, from which both the validator and the OpenAPI description's parameters
 * (/api/openapi.json) come. The parameters are the checker's own answer ids, except that the country of
 * residence is called `residence` and may be left out, and the trip's optional fields as the checker's
 * trip form names them. A purpose's own questions are required for that purpose alone.
 */

/** When a parameter must be given: always, never, only for some purposes, or for all but some. */
export type Requirement =
  | { kind: "always" }
  | { kind: "optional" }
  | { kind: "when"; purposes: readonly string[] }
  | { kind: "unless"; purposes: readonly string[] };

export interface ApiParameter {
  name: string;
  values: ValueSet;
  requirement: Requirement;
  repeatable: boolean;
  /** The answer it gives; none for a trip field. */
  field?: QuestionField;
  description: string;
  /** The error for a value that is not offered (`funds must be yes or no`). */
  invalid: string;
}

/** The API's own words where a parameter is not described by its question alone. */
interface ApiWords {
  /** The parameter's name where it is not the answer's id. */
  name?: string;
  /** Optional although every purpose asks it (the residence: the passport's country when left out). */
  optional?: true;
  description?: string | ((parameters: readonly ApiParameter[]) => string);
  /** What a value must be, where the value set's words do not say it. */
  mustBe?: string;
}

const apiWords: Partial<Record<QuestionId | TripParam, ApiWords>> = {
  passport: {
    description: `The passport the traveller will travel on: an ISO 3166-1 alpha-2 code; for the United Kingdom GB (British Citizen), GB-BNO (British National (Overseas)) or GB-OTHER (British Overseas Territories Citizen and other British passports); ${AUSTRALIAN_CITIZEN} for an Australian citizen. Dependent territories without passports of their own (for example NC, PR, JE) are not passports.`,
  },
  country: {
    name: "residence",
    optional: true,
    description:
      "Where the traveller lives (ISO 3166-1 alpha-2); the passport's country when left out. It does not change the visa; it adds notes, for example for people living in Australia.",
  },
  stream: {
    description: (parameters) => {
      const stream = parameters.find((parameter) => parameter.name === "stream");
      const visitorOnly = parameters.filter(({ requirement }) => requirement.kind === "unless" && requirement.purposes.includes("other"));
      return `The purpose of the visit: ${stream?.field ? optionSummary(stream.field) : ""}. With other, the answer points to the visa made for the trip (see otherPurpose) and the visitor-visa questions (${visitorOnly.map((parameter) => parameter.name).join(", ")}) are not asked.`;
    },
  },
  stay: {
    mustBe: `short (up to ${SHORT_STAY_MONTHS} months), long (longer than ${SHORT_STAY_MONTHS} months, up to ${LONGEST_VISITOR_STAY_MONTHS}) or over12 (longer than ${LONGEST_VISITOR_STAY_MONTHS} months)`,
  },
  arrive: { description: "Trip: arrival date in Australia (YYYY-MM-DD, a day in Australia, not before today there). Gives the date to apply by." },
  depart: { description: "Trip: departure date from Australia (YYYY-MM-DD, not before arrive). With arrive, the stay is checked against the visa's limits." },
  passportExpiry: { description: "Trip: expiry date of the passport travelled on (YYYY-MM-DD). Checked against the trip; an ETA is tied to its passport." },
  otherPassport: {
    description:
      "Trip: another passport held, repeatable (up to 3 are weighed). The answer is given for the best passport for this trip: no visa (AU) > Special Category visa (NZ) > free eVisitor > ETA > Visitor visa; the first among equals.",
    mustBe: "an offered passport code, as for passport",
  },
  minor: { description: "Trip: is the traveller under 18? yes adds form 1229 (consent of each parent not travelling with the child) to the checklist." },
};

/** What a value of a set must be, in words. */
function mustBe(set: ValueSet): string {
  switch (set.kind) {
    case "options":
      return isYesNo(set) ? "yes or no" : `one of ${set.values.join(", ")}`;
    case "place":
      return "an ISO 3166-1 alpha-2 code of an inhabited place, such as DE";
    case "passport":
      return `an offered passport code: an ISO 3166-1 alpha-2 code such as DE or US, ${BRITISH_CITIZEN} (British Citizen), GB-BNO (British National (Overseas)), GB-OTHER (other British passports) or ${AUSTRALIAN_CITIZEN} (Australian citizen)`;
    case "date":
      return "a calendar date written YYYY-MM-DD";
  }
}

/** A question's options with their words: `short (Up to 3 months), long (…)`. */
function optionSummary(field: QuestionField): string {
  return (field.question?.options ?? []).map((option) => `${option.value} (${option.label})`).join(", ");
}

/** Required for every purpose, for those that ask it, or for all but those that do not (whichever list is shorter). */
function requirementOf(field: QuestionField, purposes: readonly string[], optional: boolean): Requirement {
  const skipping = purposes.filter((purpose) => !field.askedBy.includes(purpose));
  if (optional) return { kind: "optional" };
  if (skipping.length === 0) return { kind: "always" };
  return skipping.length < field.askedBy.length ? { kind: "unless", purposes: skipping } : { kind: "when", purposes: field.askedBy };
}

function requirementNote(requirement: Requirement): string | undefined {
  if (requirement.kind === "when") return `Required when stream is ${requirement.purposes.join(" or ")}.`;
  if (requirement.kind === "unless") return `Required unless stream is ${requirement.purposes.join(" or ")}.`;
  return undefined;
}

/** A question's description: the question as asked, its options unless yes or no, and when it is required. */
function questionDescription(field: QuestionField, requirement: Requirement): string {
  const options = isYesNo(field.values) ? undefined : `${optionSummary(field)}.`;
  return [field.question?.label, options, requirementNote(requirement)].filter((part) => part !== undefined).join(" ");
}

/** The API's parameters for a questionnaire: the passport first (the answer is about it), the rest as asked, then the trip's. */
export function apiParametersOf(schema: AnswerSchema): ApiParameter[] {
  const ordered = [...schema.questions].sort((a, b) => Number(b.id === "passport") - Number(a.id === "passport"));
  const questions = ordered.map((field): ApiParameter => {
    const words = apiWords[field.id] ?? {};
    const name = words.name ?? field.id;
    const requirement = requirementOf(field, schema.purposes, words.optional === true);
    const description = typeof words.description === "string" ? words.description : questionDescription(field, requirement);
    return { name, values: field.values, requirement, repeatable: false, field, description, invalid: `${name} must be ${words.mustBe ?? mustBe(field.values)}` };
  });
  // A description that names other parameters is written once they are all known.
  for (const parameter of questions) {
    const describe = parameter.field && apiWords[parameter.field.id]?.description;
    if (typeof describe === "function") parameter.description = describe(questions);
  }
  const trip = schema.trip.map((field): ApiParameter => {
    const words: ApiWords = apiWords[field.name] ?? {};
    return {
      name: field.name,
      values: field.values,
      requirement: { kind: "optional" },
      repeatable: "repeatable" in field && field.repeatable,
      description: typeof words.description === "string" ? words.description : field.name,
      invalid: `${field.name} must be ${words.mustBe ?? mustBe(field.values)}`,
    };
  });
  return [...questions, ...trip];
}

/** The checker's API parameters. */
export const apiParameters = apiParametersOf(answerSchema);

/** Each answer's parameter name (`country` is `residence`). */
function namesByQuestion(parameters: readonly ApiParameter[]): ReadonlyMap<QuestionId, string> {
  return new Map(parameters.flatMap((parameter) => (parameter.field ? [[parameter.field.id, parameter.name] as const] : [])));
}

const stringEnum = (values: readonly string[]) => ({ type: "string", enum: [...values] });

function jsonSchemaOf(set: ValueSet) {
  switch (set.kind) {
    case "options":
      return stringEnum(set.values);
    case "place":
      return stringEnum(countries.map((country) => country.code));
    case "passport":
      return stringEnum([AUSTRALIAN_CITIZEN, ...passportOptions.map((option) => option.code)]);
    case "date":
      return { type: "string", format: "date" };
  }
}

/** The parameters as OpenAPI 3.1 describes them: each value set an enum of every value the validator accepts. */
export function openApiParametersOf(parameters: readonly ApiParameter[]) {
  return parameters.map((parameter) => ({
    name: parameter.name,
    in: "query",
    required: parameter.requirement.kind === "always",
    ...(parameter.repeatable ? { explode: true } : {}),
    description: parameter.description,
    schema: parameter.repeatable ? { type: "array", items: jsonSchemaOf(parameter.values) } : jsonSchemaOf(parameter.values),
  }));
}

/** The error for a parameter its purpose requires but the query left out. */
function missingMessage(parameter: ApiParameter, purpose: string): string {
  if (parameter.requirement.kind !== "when") return parameter.invalid;
  const { values } = parameter;
  const hint = isYesNo(values) ? " (yes or no)" : values.kind === "options" ? `: ${values.values.join(", ")}` : "";
  return `${parameter.name} is required for the ${purpose} stream${hint}`;
}

function isRequiredFor(parameter: ApiParameter, purpose: string): boolean {
  const { requirement } = parameter;
  if (requirement.kind === "when") return requirement.purposes.includes(purpose);
  if (requirement.kind === "unless") return !requirement.purposes.includes(purpose);
  return false;
}

/**
 * The validator of the answers' parameters, each at most once: a value not offered is refused, and so is
 * a parameter the chosen stream requires and the query left out. An answer picked from options is told
 * its options whether it is missing or wrong; a typed one (the passport) is told it is required.
 */
export function answersValidatorOf(parameters: readonly ApiParameter[]) {
  const answers = parameters.filter((parameter) => parameter.field !== undefined);
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const parameter of answers) {
    const value = valueSchema(parameter.values, parameter.invalid);
    const required = parameter.values.kind === "options" ? value : z.string({ message: `${parameter.name} is required` }).pipe(value);
    shape[parameter.name] = parameter.requirement.kind === "always" ? required : value.optional();
  }
  return z.object(shape).superRefine((query, context) => {
    const purpose = query.stream;
    if (purpose === undefined) return;
    for (const parameter of answers) {
      if (query[parameter.name] === undefined && isRequiredFor(parameter, purpose)) {
        context.addIssue({ code: "custom", path: [parameter.name], message: missingMessage(parameter, purpose) });
      }
    }
  });
}

export type EligibilityQueryResult = { ok: true; answers: Answers; trip?: Trip } | { ok: false; parameter: string; message: string };

type Refusal = Extract<EligibilityQueryResult, { ok: false }>;

const tripProblemMessages: Readonly<Record<Exclude<TripProblem, "not-a-date" | "not-a-passport">, (field: string, today: string) => string>> = {
  "date-passed": (field, today) => `${field} has already passed in Australia (today there is ${today})`,
  "depart-before-arrive": () => "depart must not be before arrive",
};

/** Without a residence, the traveller is taken to live in their passport's country (Australia for a citizen). */
function passportCountry(passport: string): string {
  return passport === AUSTRALIAN_CITIZEN ? "AU" : passport.startsWith(BRITISH_CITIZEN) ? BRITISH_CITIZEN : passport;
}

/**
 * The reader of a questionnaire's API query: every parameter at most once (but a repeatable trip field),
 * no unknown ones, every value offered, and the trip's fields checked as the checker's form checks them.
 * `today` is the date in Australia the trip's dates are checked against.
 */
export function eligibilityQueryReader(schema: AnswerSchema): (params: URLSearchParams, today?: string) => EligibilityQueryResult {
  const parameters = apiParametersOf(schema);
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const validator = answersValidatorOf(parameters);
  const names = namesByQuestion(parameters);
  // The trip's reading drops an option it does not offer without a word (its form offers no other); the API names it.
  const tripOptions = parameters.flatMap((parameter) =>
    parameter.field === undefined && parameter.values.kind === "options" ? [{ parameter, schema: valueSchema(parameter.values) }] : [],
  );

  function readTrip(query: URLSearchParams, passport: string, today: string): { ok: true; trip: Trip } | Refusal {
    for (const { parameter, schema: valueOf } of tripOptions) {
      const value = query.get(parameter.name);
      if (value !== null && !valueOf.safeParse(value).success) return { ok: false, parameter: parameter.name, message: parameter.invalid };
    }
    const { trip, problems } = parseTripOnServer(query, today, passport);
    const problem = problems[0];
    if (!problem) return { ok: true, trip };
    const message =
      problem.problem === "not-a-date" || problem.problem === "not-a-passport" ? byName.get(problem.field)?.invalid : tripProblemMessages[problem.problem](problem.field, today);
    return { ok: false, parameter: problem.field, message: message ?? `${problem.field} is not valid` };
  }

  return (params, today = australianToday()) => {
    const raw: Record<string, string> = {};
    const tripQuery = new URLSearchParams();
    for (const [name, value] of params) {
      const parameter = byName.get(name);
      if (!parameter) return { ok: false, parameter: name, message: `Unknown parameter ${name}; see /api/openapi.json` };
      if (!parameter.repeatable && (name in raw || tripQuery.has(name))) return { ok: false, parameter: name, message: `${name} is given more than once` };
      if (parameter.field) raw[name] = value;
      else tripQuery.append(name, value);
    }
    const parsed = validator.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const parameter = String(issue?.path[0] ?? "query");
      return { ok: false, parameter, message: issue?.message ?? `${parameter} is not valid` };
    }
    const given = parsed.data;
    const passport = given.passport ?? "";
    const purpose = given.stream ?? "";
    // The answers in the order asked, as the checker keeps them; another purpose's answers are left out.
    const answers: Answers = {};
    for (const field of schema.questions) {
      const value = given[names.get(field.id) ?? field.id];
      if (field.id === "country") answers.country = value ?? passportCountry(passport);
      else if (value !== undefined && field.askedBy.includes(purpose)) answers[field.id] = value;
    }
    if ([...tripQuery.keys()].length === 0) return { ok: true, answers };
    const trip = readTrip(tripQuery, passport, today);
    return trip.ok ? { ok: true, answers, trip: trip.trip } : trip;
  };
}

/** Reads the checker's API query. */
export const parseEligibilityQuery = eligibilityQueryReader(answerSchema);

const apiNames = namesByQuestion(apiParameters);

/** The answers as the API names them (the residence under `residence`), in the order asked. */
export function apiAnswers(answers: Answers): Record<string, string> {
  const named: Record<string, string> = {};
  for (const field of answerSchema.questions) {
    const value = answers[field.id];
    if (value !== undefined) named[apiNames.get(field.id) ?? field.id] = value;
  }
  return named;
}
