import { facts, type FactKey } from "~/content/facts";
import { SPONSOR_MINIMUM_AGE, SPONSOR_SETTLED_YEARS } from "~/content/facts-questionnaire";
import { isCountryCode } from "./countries";
import {
  links,
  longestVisitorStayMonths,
  newZealandFindings,
  notAnswered,
  stayOver12MonthsFinding,
  visaFindings,
  type FindingLevel,
  type FindingText,
  type Link,
} from "./findings";
import type { Sentence } from "./sentences";
import { AUSTRALIAN_CITIZEN, NEW_ZEALAND, australianPlaces, isPassportAnswer } from "./passports";
import { decidePointer, pointerRoutes, type PointerRoute } from "./pointers";
import { isStream, type Answers, type Purpose, type QuestionId, type Stream } from "./questions";
import { currentQuestionIds, questionStatus } from "./rules";
import { visas, visitor600, type Visa, type VisaId } from "./visas";

/**
 * The checker's decision, as data: which visa fits the passport and the visit, and how likely the
 * traveller is to get it, as codes and values. Every word of the result comes from the message catalogs
 * (app/modules/i18n/result-messages.ts words an outcome in any language, English included). The rules,
 * each explained in docs/decisions/009 and 038:
 *
 * - Australian citizen: no visa. New Zealand passport: Special Category visa (subclass 444) on arrival.
 * - Otherwise the answer follows the passport and the purpose:
 *   - a stay longer than 12 months: no visitor visa fits (red); the Visa Finder shows what does;
 *   - paid work on a business visit: a work visa, the Temporary Work (Short Stay Specialist) visa
 *     (subclass 400), not a visitor visa (red);
 *   - a criminal conviction: the Visitor visa (600) of the purpose's stream is the only answer, declared
 *     (amber); a refused or cancelled visa is declared too (amber) but leaves the ETA and eVisitor open;
 *   - sponsored family: the 600 Sponsored Family stream;
 *   - business longer than 3 months: no visitor visa fits (red);
 *   - tourist longer than 3 months: the 600 Tourist stream;
 *   - a passport with the eVisitor (free) or the ETA: that, also for business visitor activities,
 *     with the ETA beside the eVisitor where the passport has both and the 600 Business Visitor stream
 *     beside them for business;
 *   - any other passport: the 600 in the purpose's stream.
 * - A trip no visitor visa is meant for (the purpose 'something else': transit, a working holiday, a short
 *   paid job, study longer than 3 months, medical treatment): a pointer to the visa made for it, with its
 *   key conditions and official page, and no template (pointers.ts). Amber: the checker names the visa but
 *   does not assess it.
 * - The verdict is the worst level of the answers' findings: green (likely), amber (may still apply,
 *   must declare or show more) or red (unlikely).
 */

export type VerdictLevel = "likely" | FindingLevel;

/** Which branch of the rules decided the visa; each has a test of its own. */
export type OutcomeRoute =
  | "australian-citizen"
  | "new-zealand"
  | "new-zealand-check"
  | "evisitor"
  | "eta"
  | "visitor-600-passport"
  | "visitor-600-longer-stay"
  | "visitor-600-declare"
  | "visitor-600-sponsored"
  | "business-stay-too-long"
  | "work-visa"
  | "stay-over-12-months"
  | PointerRoute;

export const outcomeRoutes: readonly OutcomeRoute[] = [
  "australian-citizen",
  "new-zealand",
  "new-zealand-check",
  "evisitor",
  "eta",
  "visitor-600-passport",
  "visitor-600-longer-stay",
  "visitor-600-declare",
  "visitor-600-sponsored",
  "business-stay-too-long",
  "work-visa",
  "stay-over-12-months",
  ...pointerRoutes,
];

export interface Finding {
  id: QuestionId;
  level: FindingLevel;
  unanswered: boolean;
  /** The finding's heading: the question's short name, or a heading of its own where that would read backwards. */
  heading: Sentence;
  problem: Sentence;
  nextStep: Sentence;
  link: Link;
}

export interface Alternative {
  visa: Visa;
  /** When the alternative is the better choice. */
  when: Sentence;
}

export interface OutcomeNote {
  sentence: Sentence;
  link?: Link;
  /** The facts the note quotes, for its sources. */
  facts?: readonly FactKey[];
}

export interface Outcome {
  route: OutcomeRoute;
  level: VerdictLevel;
  /** Decided here once for every outcome: the verdict's words or a route's own. */
  headline: Sentence;
  /** One sentence under the headline. */
  summary: Sentence;
  /** Why this visa (or none) is the answer. */
  why: Sentence;
  passport: string | undefined;
  stream: Purpose;
  /** The main answer; null where no visa is needed (an Australian citizen) or none fits (a stay over 12 months). */
  visa: Visa | null;
  alternatives: Alternative[];
  /** The answers that lower the verdict, in the order asked. */
  findings: Finding[];
  notes: OutcomeNote[];
}

/** The verdict headlines' message ids. Green and red keep the checker's first wording ('You May Be Eligible!', 'You May Not Be Eligible'). */
export const headlines: Readonly<Record<VerdictLevel, Sentence>> = {
  likely: { id: "verdict.likely.headline" },
  caution: { id: "verdict.caution.headline" },
  unlikely: { id: "verdict.unlikely.headline" },
};

/** The summary under a verdict's headline; a likely verdict names the visa. */
function verdictSummary(level: VerdictLevel, visa: Visa | null): Sentence {
  return level === "likely" && visa ? { id: "verdict.likely.summary", values: { visa: { visa: visa.id } } } : { id: `verdict.${level}.summary` };
}

const order: readonly VerdictLevel[] = ["likely", "caution", "unlikely"];

function worst(levels: readonly VerdictLevel[]): VerdictLevel {
  return levels.reduce<VerdictLevel>((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a), "likely");
}

/** A question's short name, as in the progress panel. */
function questionHeading(id: QuestionId): Sentence {
  if (id === "country") return { id: "step.country.short" };
  if (id === "passport") return { id: "step.country.passport-short" };
  if (id === "sponsorAge") return { id: "question.sponsorAge.short", values: { age: { count: SPONSOR_MINIMUM_AGE } } };
  if (id === "sponsorSettled") return { id: "question.sponsorSettled.short", values: { years: { count: SPONSOR_SETTLED_YEARS } } };
  return { id: `question.${id}.short` };
}

function finding(id: QuestionId, text: FindingText, unanswered = false): Finding {
  const { heading, ...rest } = text;
  return { id, unanswered, heading: heading ?? questionHeading(id), ...rest };
}

/** Unanswered questions of the current steps, in the order asked. */
function unansweredFindings(answers: Answers): Finding[] {
  return currentQuestionIds(answers)
    .filter((id) => questionStatus(id, answers) === "unanswered")
    .map((id) => finding(id, notAnswered, true));
}

/** For a traveller who needs a visa: each answer that fails its question's rule, and a stay that is too long. */
function visaNeededFindings(answers: Answers, stream: Stream): Finding[] {
  return currentQuestionIds(answers).flatMap((id): Finding[] => {
    const status = questionStatus(id, answers);
    if (status === "unanswered") return [finding(id, notAnswered, true)];
    if (id === "stay") {
      if (answers.stay === "over12") return [finding(id, stayOver12MonthsFinding)];
      return stream === "business" && answers.stay === "long" ? [finding(id, visaFindings.stay)] : [];
    }
    if (status === "passing" || !(id in visaFindings)) return [];
    return [finding(id, visaFindings[id as keyof typeof visaFindings])];
  });
}

function newZealandFindingsFor(answers: Answers): Finding[] {
  return [
    ...unansweredFindings(answers),
    ...(answers.character === "no" ? [finding("character", newZealandFindings.character)] : []),
    ...(answers.previousVisa === "yes" ? [finding("previousVisa", newZealandFindings.previousVisa)] : []),
  ];
}

/**
 * Where the traveller lives, when it matters. The note for someone living in Australia is about visitor
 * visas (ETA, eVisitor, the onshore 600 charge, Resident Return visas): none of it applies to a New
 * Zealand passport, whose Special Category visa is granted on arrival.
 */
function residenceNotes(answers: Answers, passport: string): OutcomeNote[] {
  const residence = answers.country;
  if (!residence || passport === AUSTRALIAN_CITIZEN) return [];
  if (australianPlaces.has(residence)) {
    if (passport === NEW_ZEALAND) return [];
    return [
      {
        sentence: { id: "result.note.living-in-australia", values: { charge: { aud: facts.visitor600ChargeInside.value } } },
        link: links["visitor-600"],
        facts: ["visitor600ChargeInside"],
      },
    ];
  }
  if (isCountryCode(residence) && residence !== passport) return [{ sentence: { id: "result.note.other-passport", values: { passport: { passport } } } }];
  return [];
}

/**
 * Parents of Australian citizens and permanent residents may be granted longer Visitor visas in the
 * Tourist stream (Home Affairs), except those already in Australia or who spent 12 of the last 18 months there.
 */
const parentsNote: OutcomeNote = {
  sentence: {
    id: "result.note.parents",
    values: {
      visitMonths: { count: facts.parentStayMonthsPerVisit.value },
      windowMonths: { count: facts.parentStayWindowMonths.value },
      inQueue: { duration: facts.parentMultiEntryValidity.value.inParentQueue },
      visitedBefore: { duration: facts.parentMultiEntryValidity.value.visitedBefore },
      firstVisit: { duration: facts.parentMultiEntryValidity.value.firstVisit },
    },
  },
  link: links["parents-longer-visas"],
  facts: ["parentStayMonthsPerVisit", "parentStayWindowMonths", "parentMultiEntryValidity"],
};

const businessActivitiesNote: OutcomeNote = { sentence: { id: "result.note.business-activities" }, link: links.business };
const taiwanNote: OutcomeNote = { sentence: { id: "result.note.taiwan" }, link: links["eta-601"] };

function australianCitizen(answers: Answers, stream: Purpose): Outcome {
  return {
    route: "australian-citizen",
    level: "likely",
    headline: { id: "result.headline.no-visa" },
    summary: { id: "result.summary.australian-citizen" },
    why: { id: "result.why.australian-citizen" },
    passport: AUSTRALIAN_CITIZEN,
    stream,
    visa: null,
    alternatives: [],
    findings: unansweredFindings(answers).filter((item) => item.id === "country" || item.id === "passport"),
    notes: [{ sentence: { id: "result.note.australian-passport" }, link: links["passport-office"] }],
  };
}

function newZealand(answers: Answers, stream: Purpose): Outcome {
  const findings = newZealandFindingsFor(answers);
  const level = worst(findings.map((item) => item.level));
  const checked = findings.some((item) => !item.unanswered);
  return {
    route: checked ? "new-zealand-check" : "new-zealand",
    level,
    headline: level === "likely" ? { id: "result.headline.no-visitor-visa" } : headlines[level],
    summary: checked
      ? { id: "result.summary.new-zealand-check" }
      : level === "likely"
        ? { id: "result.summary.new-zealand" }
        : verdictSummary(level, null),
    why: { id: "result.why.new-zealand" },
    passport: NEW_ZEALAND,
    stream,
    visa: visas["special-category-444"],
    alternatives: checked ? [{ visa: visitor600(isStream(stream) ? stream : "tourist"), when: { id: "result.when.new-zealand" } }] : [],
    findings,
    notes: [
      ...residenceNotes(answers, NEW_ZEALAND),
      ...(stream === "tourist" ? [] : [{ sentence: { id: stream === "other" ? "pointer.note.new-zealand" : "result.note.new-zealand-streams" } }]),
    ],
  };
}

interface VisaChoice {
  route: OutcomeRoute;
  visa: Visa | null;
  why: Sentence;
  alternatives: Alternative[];
  /** A summary of the route's own, where the verdict's would not say what the answer is. */
  summary?: Sentence;
}

/** The visa for a traveller who needs one, by the branches listed at the top of this file. */
function chooseVisa(answers: Answers, passport: string, stream: Stream): VisaChoice {
  // Read per answer: the passport lists are figures an administrator may change while the server runs.
  const eVisitor = facts.eVisitorPassports.value.includes(passport);
  const eta = facts.etaPassports.value.includes(passport);
  const startsWithPassport = { Passport: { passport, start: true } } as const;
  const shortMonths = { months: { count: facts.eVisitorStayMonthsPerEntry.value } } as const;
  const shortVisa = eVisitor ? visas["evisitor-651"] : eta ? visas["eta-601"] : undefined;
  const longStay = answers.stay === "long";

  if (answers.stay === "over12") {
    const months = { months: { count: longestVisitorStayMonths } } as const;
    return {
      route: "stay-over-12-months",
      visa: null,
      why: { id: "result.why.stay-over-12-months", values: months },
      summary: { id: "result.summary.stay-over-12-months", values: months },
      alternatives: [],
    };
  }
  if (stream === "business" && answers.workForPay === "yes") {
    return {
      route: "work-visa",
      visa: visas["short-stay-specialist-400"],
      why: { id: "result.why.work-visa" },
      summary: { id: "result.summary.work-visa" },
      alternatives: [],
    };
  }
  // A conviction only: the official ETA and eVisitor pages send convictions to the 600; no official
  // page says a past refusal alone does (docs/decisions/038).
  if (answers.character === "no") {
    return { route: "visitor-600-declare", visa: visitor600(stream), why: { id: "result.why.visitor-600-declare" }, alternatives: [] };
  }
  if (stream === "sponsored") {
    return {
      route: "visitor-600-sponsored",
      visa: visas["visitor-600-sponsored"],
      why: { id: "result.why.visitor-600-sponsored" },
      alternatives:
        shortVisa && !longStay
          ? [{ visa: shortVisa, when: { id: "result.when.sponsored.short-stay", values: { ...startsWithPassport, visa: { visa: shortVisa.id }, ...shortMonths } } }]
          : [{ visa: visas["visitor-600-tourist"], when: { id: "result.when.sponsored.tourist" } }],
    };
  }
  if (stream === "business" && longStay) {
    return {
      route: "business-stay-too-long",
      visa: visas["visitor-600-business"],
      why: { id: "result.why.business-stay-too-long", values: { stayMonths: { count: facts.businessStreamMaxStayMonths.value } } },
      alternatives: [],
    };
  }
  if (longStay) {
    return {
      route: shortVisa ? "visitor-600-longer-stay" : "visitor-600-passport",
      visa: visas["visitor-600-tourist"],
      why: shortVisa ? { id: "result.why.visitor-600-longer-stay", values: shortMonths } : { id: "result.why.visitor-600-passport", values: startsWithPassport },
      alternatives: shortVisa ? [{ visa: shortVisa, when: { id: "result.when.short-stay", values: shortMonths } }] : [],
    };
  }
  if (shortVisa) {
    const alternatives: Alternative[] = [];
    if (eVisitor && eta) alternatives.push({ visa: visas["eta-601"], when: { id: "result.when.eta", values: startsWithPassport } });
    if (stream === "business") alternatives.push({ visa: visas["visitor-600-business"], when: { id: "result.when.business" } });
    return {
      route: eVisitor ? "evisitor" : "eta",
      visa: shortVisa,
      why: { id: eVisitor ? "result.why.evisitor" : "result.why.eta", values: startsWithPassport },
      alternatives,
    };
  }
  return {
    route: "visitor-600-passport",
    visa: visitor600(stream),
    why: { id: "result.why.visitor-600-passport", values: startsWithPassport },
    alternatives: [],
  };
}

function visaNeeded(answers: Answers, passport: string, stream: Stream): Outcome {
  const findings = visaNeededFindings(answers, stream);
  const level = worst(findings.map((item) => item.level));
  const { summary, ...choice } = chooseVisa(answers, passport, stream);
  const notes: OutcomeNote[] = [...residenceNotes(answers, passport)];
  if (passport === "TW" && choice.visa?.id === "eta-601") notes.push(taiwanNote);
  if (stream === "business" && (choice.route === "evisitor" || choice.route === "eta")) notes.push(businessActivitiesNote);
  if (stream === "tourist") notes.push(parentsNote);
  return {
    ...choice,
    level,
    headline: headlines[level],
    summary: summary ?? verdictSummary(level, choice.visa),
    passport,
    stream,
    findings,
    notes,
  };
}

/**
 * A trip no visitor visa is meant for: the pointer to the visa made for it. Amber at best: the visa is
 * named, its conditions are the traveller's to check on the official page.
 */
function pointer(answers: Answers, passport: string | undefined): Outcome {
  const findings = unansweredFindings(answers);
  const level = worst(["caution", ...findings.map((item) => item.level)]);
  const { visa, ...rest } = decidePointer(answers.otherPurpose, passport);
  return {
    ...rest,
    level,
    headline: { id: "pointer.headline" },
    summary: { id: visa ? "pointer.summary" : "pointer.summary.visa-finder" },
    passport,
    stream: "other",
    visa: visa && visas[visa],
    findings,
  };
}

/** The outcome for any answers; unanswered questions count as unmet, which only an edited link can cause. */
export function decideOutcome(answers: Answers): Outcome {
  const purpose: Purpose = answers.stream === "other" ? "other" : isStream(answers.stream) ? answers.stream : "tourist";
  const stream: Stream = purpose === "other" ? "tourist" : purpose;
  const passport = isPassportAnswer(answers.passport) ? answers.passport : undefined;
  if (passport === AUSTRALIAN_CITIZEN) return australianCitizen(answers, purpose);
  if (passport === NEW_ZEALAND) return newZealand(answers, purpose);
  if (purpose === "other") return pointer(answers, passport);
  if (passport === undefined) {
    // Without a passport there is no answer to give: every current question is listed, the passport first.
    return {
      route: "visitor-600-passport",
      level: "unlikely",
      headline: headlines.unlikely,
      summary: verdictSummary("unlikely", null),
      why: { id: "result.why.no-passport" },
      passport,
      stream,
      visa: visitor600(stream),
      alternatives: [],
      findings: visaNeededFindings(answers, stream),
      notes: [],
    };
  }
  return visaNeeded(answers, passport, stream);
}

/** The visas a template is made for: the eVisitor, the ETA and the Visitor visa's streams; none for any other visa. */
export type TemplateVisa = Extract<VisaId, "evisitor-651" | "eta-601" | `visitor-600-${string}`>;

/**
 * The guide sold for an outcome: only for a Visitor visa (600) stream, whose long application the guide
 * helps with. The ETA and the eVisitor are short online forms (the eVisitor is free), so selling a guide to
 * them would not help anyone; their free result keeps its checklist (templateVisaOf).
 */
export function paidGuideOf(outcome: { visa: { id: VisaId } | null }): Extract<VisaId, `visitor-600-${string}`> | null {
  const visa = templateVisaOf(outcome);
  return visa === "visitor-600-tourist" || visa === "visitor-600-sponsored" || visa === "visitor-600-business" ? visa : null;
}

const templateVisas: readonly VisaId[] = ["evisitor-651", "eta-601", "visitor-600-tourist", "visitor-600-sponsored", "visitor-600-business"] satisfies TemplateVisa[];

function isTemplateVisa(id: VisaId): id is TemplateVisa {
  return templateVisas.includes(id);
}

/**
 * The template of an outcome (its checklist): the recommended visa's, or none where no visitor visa is the
 * answer (a visa on arrival, a work visa, any visa a pointer names).
 */
export function templateVisaOf(outcome: { visa: { id: VisaId } | null }): TemplateVisa | null {
  return outcome.visa && isTemplateVisa(outcome.visa.id) ? outcome.visa.id : null;
}
