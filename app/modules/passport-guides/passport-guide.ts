import type { FactKey } from "~/content/facts";
import { decideOutcome, type Outcome } from "~/modules/eligibility/outcome";
import { passportOptions, passportsByCode } from "~/modules/eligibility/passports";
import { allSteps, type Answers, type OtherPurpose } from "~/modules/eligibility/questions";

/**
 * A guide for every passport the checker offers: the checker's own answers for that passport, one per
 * purpose of a visit, as codes and values (the page words them, app/modules/passport-guides/guide-wording.ts).
 * Nothing here decides a visa: each answer is `decideOutcome`, the function the checker, the API, the
 * e-mail and the PDF call, given the answers of a traveller who meets every requirement the checker asks
 * about. A guide therefore changes with the rules and the figures, and is never written by hand.
 */

/** Where the guides live: '/visa-for' lists them, '/visa-for/<slug>' is one passport's. */
export const PASSPORT_GUIDES_PATH = "/visa-for";
/** The guide's page as the page registry names it. */
export const PASSPORT_GUIDE_PATTERN = `${PASSPORT_GUIDES_PATH}/:passport`;

/**
 * A passport's slug: its code in lower case ('in', 'de', 'gb-bno'), short, the same in every language and
 * stable when a country's name changes.
 */
export function passportGuideSlug(code: string): string {
  return code.toLowerCase();
}

const codesBySlug: ReadonlyMap<string, string> = new Map(passportOptions.map((option) => [passportGuideSlug(option.code), option.code]));

/** The passport code of a guide's slug, or undefined for a slug no offered passport has. */
export function passportOfGuideSlug(slug: string): string | undefined {
  return codesBySlug.get(slug);
}

/** The English path of a passport's guide. */
export function passportGuidePath(code: string): string {
  return `${PASSPORT_GUIDES_PATH}/${passportGuideSlug(code)}`;
}

/** Every passport guide's English path, in the checker's order of passports. */
export function passportGuidePaths(): string[] {
  return passportOptions.map((option) => passportGuidePath(option.code));
}

/** The purposes of a visit a guide answers, with the checker's answers for each (a short stay unless said). */
export const guidePurposes = ["tourist", "tourist-long", "sponsored", "business"] as const;
export type GuidePurpose = (typeof guidePurposes)[number];

const purposeAnswers: Readonly<Record<GuidePurpose, Answers>> = {
  tourist: { stream: "tourist", stay: "short" },
  "tourist-long": { stream: "tourist", stay: "long" },
  sponsored: { stream: "sponsored", stay: "short" },
  business: { stream: "business", stay: "short" },
};

/** The trips no visitor visa is meant for that a guide points to, in this order. */
export const guidePointers = ["transit", "working-holiday", "study", "paid-job"] as const satisfies readonly OtherPurpose[];

/**
 * The answer every requirement of the questionnaire asks for (enough funds, no conviction, a sponsor who
 * qualifies, a genuine unpaid business visit), read from the questions' own rules.
 */
const requirementsMet: Answers = Object.fromEntries(
  allSteps.flatMap((step) =>
    step.type === "multi-radio" ? step.subQuestions.flatMap((question) => (question.requiredValue ? [[question.id, question.requiredValue]] : [])) : [],
  ),
);

/**
 * Where the traveller lives, for the checker's first question: the country that issues the passport (the
 * British kinds, 'GB-BNO', live under 'GB'). The notes about a residence are left out (below), so the
 * answer depends on nothing but the passport.
 */
function residenceOf(code: string): string {
  return code.split("-")[0] ?? code;
}

/**
 * A note about where the traveller lives ('the passport decides, not where you live'): it answers a
 * residence the traveller chose, and a guide chooses none.
 */
const residenceNoteIds: ReadonlySet<string> = new Set(["result.note.other-passport", "result.note.living-in-australia"]);

function answerFor(passport: string, answers: Answers): Outcome {
  const outcome = decideOutcome({ country: residenceOf(passport), passport, ...requirementsMet, ...answers });
  return { ...outcome, notes: outcome.notes.filter((note) => !residenceNoteIds.has(note.sentence.id)) };
}

export interface PassportGuide {
  passport: string;
  slug: string;
  /** The checker's answer for each purpose of a visit, in `guidePurposes` order. */
  purposes: { purpose: GuidePurpose; outcome: Outcome }[];
  /** Where the trips no visitor visa is meant for are sent, in `guidePointers` order. */
  pointers: { purpose: (typeof guidePointers)[number]; outcome: Outcome }[];
  /** Every figure the answers quote, each once, in the order first quoted (for the sources and their check dates). */
  facts: FactKey[];
}

/** Every figure an outcome quotes: its visas' and alternatives' figures and its notes'. */
function factsOf(outcome: Outcome): FactKey[] {
  return [
    ...(outcome.visa?.figures.flatMap((figure) => figure.facts) ?? []),
    ...outcome.alternatives.flatMap((alternative) => alternative.visa.figures.flatMap((figure) => figure.facts)),
    ...outcome.notes.flatMap((note) => note.facts ?? []),
  ];
}

/** A passport's guide, or undefined for a code the checker does not offer. Built when asked for: it quotes the figures in force. */
export function buildPassportGuide(passport: string): PassportGuide | undefined {
  if (!passportsByCode.has(passport)) return undefined;
  const purposes = guidePurposes.map((purpose) => ({ purpose, outcome: answerFor(passport, purposeAnswers[purpose]) }));
  const pointers = guidePointers.map((purpose) => ({ purpose, outcome: answerFor(passport, { stream: "other", otherPurpose: purpose }) }));
  const facts = [...new Set([...purposes, ...pointers].flatMap(({ outcome }) => factsOf(outcome)))];
  return { passport, slug: passportGuideSlug(passport), purposes, pointers, facts };
}
