import { facts, formatAud, officialPages, type FactKey } from "~/content/facts";
import { formatMonths } from "~/content/format";
import { isCountryCode } from "./countries";
import { newZealandFindings, notAnswered, visaFindings, type FindingLevel, type FindingText, type Link } from "./findings";
import { passportInSentence } from "./passport-names";
import type { Sentence } from "./sentences";
import { AUSTRALIAN_CITIZEN, NEW_ZEALAND, australianPlaces, isPassportAnswer } from "./passports";
import { isStream, questionShortLabel, type Answers, type QuestionId, type Stream } from "./questions";
import { currentQuestionIds, questionStatus } from "./rules";
import { visas, visitor600, type Visa, type VisaId } from "./visas";

/**
 * The checker's decision, as data: which visa fits the passport and the visit, and how likely the
 * traveller is to get it. The rules, each explained in docs/decisions/009:
 *
 * - Australian citizen: no visa. New Zealand passport: Special Category visa (subclass 444) on arrival.
 * - Otherwise the answer follows the passport and the purpose:
 *   - a criminal conviction or a refused or cancelled visa: the Visitor visa (600) of the purpose's
 *     stream is the only answer, declared (amber);
 *   - sponsored family: the 600 Sponsored Family stream;
 *   - business longer than 3 months: no visitor visa fits (red);
 *   - tourist longer than 3 months: the 600 Tourist stream;
 *   - a passport with the eVisitor (free) or the ETA: that, also for business visitor activities,
 *     with the ETA beside the eVisitor where the passport has both and the 600 Business Visitor stream
 *     beside them for business;
 *   - any other passport: the 600 in the purpose's stream.
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
  | "business-stay-too-long";

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
];

export interface Finding extends FindingText {
  id: QuestionId;
  /** The question's short name, as in the progress panel. */
  label: string;
  unanswered: boolean;
}

export interface Alternative {
  visa: Visa;
  /** When the alternative is the better choice. */
  when: string;
  whenSentence: Sentence;
}

export interface OutcomeNote {
  text: string;
  sentence: Sentence;
  link?: Link;
  /** The facts the note quotes, for its sources. */
  facts?: readonly FactKey[];
}

export interface Outcome {
  route: OutcomeRoute;
  level: VerdictLevel;
  headline: string;
  /** One sentence under the headline. */
  summary: string;
  /** Why this visa (or none) is the answer. */
  why: string;
  whySentence: Sentence;
  passport: string | undefined;
  stream: Stream;
  /** The main answer; null only where no visa is needed (an Australian citizen). */
  visa: Visa | null;
  alternatives: Alternative[];
  /** The answers that lower the verdict, in the order asked. */
  findings: Finding[];
  notes: OutcomeNote[];
}

/** The verdict headlines. Green and red keep the spec's words. */
export const headlines: Readonly<Record<VerdictLevel, string>> = {
  likely: "You MAY Be Eligible!",
  caution: "You May Still Apply, With More to Declare or Show",
  unlikely: "You May Not Meet The Requirements",
};

const summaries: Readonly<Record<Exclude<VerdictLevel, "likely">, string>> = {
  caution: "You may still apply, but you must declare something or show more. Each point is explained below, with what to do.",
  unlikely:
    "Based on your answers, some requirements for this visa are not met. Each one is explained below, with what you can do.",
};

const shortStay = formatMonths(facts.eVisitorStayMonthsPerEntry.value);
const eVisitorSet = new Set(facts.eVisitorPassports.value);
const etaSet = new Set(facts.etaPassports.value);

const order: readonly VerdictLevel[] = ["likely", "caution", "unlikely"];

function worst(levels: readonly VerdictLevel[]): VerdictLevel {
  return levels.reduce<VerdictLevel>((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a), "likely");
}

function finding(id: QuestionId, text: FindingText, unanswered = false): Finding {
  return { id, label: questionShortLabel(id), unanswered, ...text };
}

/** Unanswered questions of the current steps, in the order asked. */
function unansweredFindings(answers: Answers): Finding[] {
  return currentQuestionIds(answers)
    .filter((id) => questionStatus(id, answers) === "unanswered")
    .map((id) => finding(id, notAnswered, true));
}

/** For a traveller who needs a visa: each answer that fails the spec's rule, and a business stay that is too long. */
function visaNeededFindings(answers: Answers, stream: Stream): Finding[] {
  return currentQuestionIds(answers).flatMap((id): Finding[] => {
    const status = questionStatus(id, answers);
    if (status === "unanswered") return [finding(id, notAnswered, true)];
    if (id === "stay") return stream === "business" && answers.stay === "long" ? [finding(id, visaFindings.stay)] : [];
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

function residenceNotes(answers: Answers, passport: string): OutcomeNote[] {
  const notes: OutcomeNote[] = [];
  const residence = answers.country;
  if (residence && australianPlaces.has(residence) && passport !== AUSTRALIAN_CITIZEN) {
    notes.push({
      text:
        `You told us you live in Australia. Visitor visas are for visits from abroad: an ETA or eVisitor must be applied for from outside Australia, ` +
        `and a Visitor visa applied for inside Australia costs ${formatAud(facts.visitor600ChargeInside.value)} and is possible only if your current visa allows it. ` +
        `An Australian permanent resident returns on their permanent visa or a Resident Return visa, not a visitor visa.`,
      sentence: { id: "result.note.living-in-australia", values: { charge: { aud: facts.visitor600ChargeInside.value } } },
      link: { label: "Home Affairs: Visitor visa (subclass 600)", href: officialPages.visitor600 },
      facts: ["visitor600ChargeInside"],
    });
  } else if (residence && isCountryCode(residence) && residence !== passport && passport !== AUSTRALIAN_CITIZEN) {
    notes.push({
      text: `This answer is for ${passportInSentence(passport)}: the visa follows the passport you travel on, not where you live.`,
      sentence: { id: "result.note.other-passport", values: { passport: { passport } } },
    });
  }
  return notes;
}

const parentsNote: OutcomeNote = {
  text:
    `Parents of Australian citizens and permanent residents can be granted multiple-entry visas with stays of up to ` +
    `${formatMonths(facts.parentStayMonthsPerVisit.value)} per visit (no more than ${formatMonths(facts.parentStayMonthsPerVisit.value)} in any ` +
    `${formatMonths(facts.parentStayWindowMonths.value)}), valid for up to ${facts.parentMultiEntryValidity.value.inParentQueue} for parents in the queue ` +
    `for a Parent visa (subclass 103), up to ${facts.parentMultiEntryValidity.value.visitedBefore} for parents who have held an Australian visa before ` +
    `and kept to its conditions, and up to ${facts.parentMultiEntryValidity.value.firstVisit} for a first visit.`,
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
  link: { label: "Australian Embassy: longer Visitor visas for parents", href: officialPages.parentsLongerVisas },
  facts: ["parentStayMonthsPerVisit", "parentStayWindowMonths", "parentMultiEntryValidity"],
};

const businessActivitiesNote: OutcomeNote = {
  text:
    "Business visitor activities (enquiries, contract negotiations, official government visits, an unpaid conference) are allowed on an ETA or eVisitor. Working for or providing services to an Australian organisation, or selling to the public, is not.",
  sentence: { id: "result.note.business-activities" },
  link: { label: "Home Affairs: Business Visitor stream", href: officialPages.businessStream },
};

const taiwanNote: OutcomeNote = {
  text: "The ETA is for ordinary Taiwan passports, not official or diplomatic ones.",
  sentence: { id: "result.note.taiwan" },
  link: { label: "Home Affairs: Electronic Travel Authority (subclass 601)", href: officialPages.eta601 },
};

function australianCitizen(answers: Answers, stream: Stream): Outcome {
  return {
    route: "australian-citizen",
    level: "likely",
    headline: "No Visa Needed",
    summary: "Australian citizens need no visa to enter Australia. Travel on your Australian passport, even if you also hold another country's passport.",
    why: "Australian citizens do not need a visa.",
    whySentence: { id: "result.why.australian-citizen" },
    passport: AUSTRALIAN_CITIZEN,
    stream,
    visa: null,
    alternatives: [],
    findings: unansweredFindings(answers).filter((item) => item.id === "country" || item.id === "passport"),
    notes: [
      {
        text: "Check that your Australian passport is valid for the whole trip.",
        sentence: { id: "result.note.australian-passport" },
        link: { label: "Australian Passport Office", href: officialPages.passportOffice },
      },
    ],
  };
}

function newZealand(answers: Answers, stream: Stream): Outcome {
  const findings = newZealandFindingsFor(answers);
  const level = worst(findings.map((item) => item.level));
  const checked = findings.some((item) => !item.unanswered);
  return {
    route: checked ? "new-zealand-check" : "new-zealand",
    level,
    headline: level === "likely" ? "No Visitor Visa Needed" : headlines[level],
    summary: checked
      ? "A New Zealand passport usually means a Special Category visa (subclass 444) on arrival, but it is granted only to people who meet the character requirements. Check before you travel."
      : level === "likely"
        ? "With a New Zealand passport you need no visitor visa: you are granted a Special Category visa (subclass 444) when you arrive."
        : summaries[level],
    why: "New Zealand passport holders are granted a Special Category visa (subclass 444) on arrival; they need no visitor visa.",
    whySentence: { id: "result.why.new-zealand" },
    passport: NEW_ZEALAND,
    stream,
    visa: visas["special-category-444"],
    alternatives: checked
      ? [
          {
            visa: visitor600(stream),
            when: "If Home Affairs tells you that you cannot be granted a Special Category visa: apply for it before you travel.",
            whenSentence: { id: "result.when.new-zealand" },
          },
        ]
      : [],
    findings,
    notes: [
      ...residenceNotes(answers, NEW_ZEALAND),
      ...(stream === "tourist"
        ? []
        : [
            {
              text: "The Special Category visa covers family and business visits too: you need no sponsor and no visitor visa stream.",
              sentence: { id: "result.note.new-zealand-streams" },
            },
          ]),
    ],
  };
}

interface VisaChoice {
  route: OutcomeRoute;
  visa: Visa;
  why: string;
  whySentence: Sentence;
  alternatives: Alternative[];
}

/** The visa for a traveller who needs one, by the branches listed at the top of this file. */
function chooseVisa(answers: Answers, passport: string, stream: Stream): VisaChoice {
  const eVisitor = eVisitorSet.has(passport);
  const eta = etaSet.has(passport);
  const phrase = passportInSentence(passport);
  const Phrase = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  const startsWithPassport = { Passport: { passport, start: true } } as const;
  const shortMonths = { months: { count: facts.eVisitorStayMonthsPerEntry.value } } as const;
  const shortVisa = eVisitor ? visas["evisitor-651"] : eta ? visas["eta-601"] : undefined;
  const mustDeclare = answers.character === "no" || answers.previousVisa === "yes";
  const longStay = answers.stay === "long";

  if (mustDeclare) {
    return {
      route: "visitor-600-declare",
      visa: visitor600(stream),
      why: "With a criminal conviction, or after an Australian visa was refused or cancelled, apply for a Visitor visa (subclass 600) and declare it, not an ETA or eVisitor.",
      whySentence: { id: "result.why.visitor-600-declare" },
      alternatives: [],
    };
  }
  if (stream === "sponsored") {
    return {
      route: "visitor-600-sponsored",
      visa: visas["visitor-600-sponsored"],
      why: "A visit sponsored by a relative in Australia is made on the Visitor visa (subclass 600) Sponsored Family stream.",
      whySentence: { id: "result.why.visitor-600-sponsored" },
      alternatives:
        shortVisa && !longStay
          ? [
              {
                visa: shortVisa,
                when: `${Phrase} can also get the ${shortVisa.name} to visit family for up to ${shortStay}, without a sponsor.`,
                whenSentence: { id: "result.when.sponsored.short-stay", values: { ...startsWithPassport, visa: { visa: shortVisa.id }, ...shortMonths } },
              },
            ]
          : [
              {
                visa: visas["visitor-600-tourist"],
                when: "Without a sponsor, apply in the Tourist stream instead.",
                whenSentence: { id: "result.when.sponsored.tourist" },
              },
            ],
    };
  }
  if (stream === "business" && longStay) {
    return {
      route: "business-stay-too-long",
      visa: visas["visitor-600-business"],
      why: `Business visitor visas allow stays of up to ${formatMonths(facts.businessStreamMaxStayMonths.value)} each visit.`,
      whySentence: { id: "result.why.business-stay-too-long", values: { stayMonths: { count: facts.businessStreamMaxStayMonths.value } } },
      alternatives: [],
    };
  }
  if (longStay) {
    return {
      route: shortVisa ? "visitor-600-longer-stay" : "visitor-600-passport",
      visa: visas["visitor-600-tourist"],
      why: shortVisa
        ? `An ETA or eVisitor allows stays of up to ${shortStay} each visit; for a longer stay you need a Visitor visa (subclass 600).`
        : `${Phrase} cannot get an ETA or eVisitor, so you apply for a Visitor visa (subclass 600).`,
      whySentence: shortVisa
        ? { id: "result.why.visitor-600-longer-stay", values: shortMonths }
        : { id: "result.why.visitor-600-passport", values: startsWithPassport },
      alternatives: shortVisa
        ? [{ visa: shortVisa, when: `If you keep each visit to ${shortStay} or less.`, whenSentence: { id: "result.when.short-stay", values: shortMonths } }]
        : [],
    };
  }
  if (shortVisa) {
    const alternatives: Alternative[] = [];
    if (eVisitor && eta) {
      alternatives.push({
        visa: visas["eta-601"],
        when: `${Phrase} can also get an ETA instead.`,
        whenSentence: { id: "result.when.eta", values: startsWithPassport },
      });
    }
    if (stream === "business") {
      alternatives.push({
        visa: visas["visitor-600-business"],
        when: "If you would rather hold a Visitor visa granted for this business trip.",
        whenSentence: { id: "result.when.business" },
      });
    }
    return {
      route: eVisitor ? "evisitor" : "eta",
      visa: shortVisa,
      why: eVisitor ? `${Phrase} can get an eVisitor, which is free.` : `${Phrase} can get an ETA.`,
      whySentence: { id: eVisitor ? "result.why.evisitor" : "result.why.eta", values: startsWithPassport },
      alternatives,
    };
  }
  return {
    route: "visitor-600-passport",
    visa: visitor600(stream),
    why: `${Phrase} cannot get an ETA or eVisitor, so you apply for a Visitor visa (subclass 600).`,
    whySentence: { id: "result.why.visitor-600-passport", values: startsWithPassport },
    alternatives: [],
  };
}

function visaNeeded(answers: Answers, passport: string, stream: Stream): Outcome {
  const findings = visaNeededFindings(answers, stream);
  const level = worst(findings.map((item) => item.level));
  const choice = chooseVisa(answers, passport, stream);
  const notes: OutcomeNote[] = [...residenceNotes(answers, passport)];
  if (passport === "TW" && choice.visa.id === "eta-601") notes.push(taiwanNote);
  if (stream === "business" && (choice.route === "evisitor" || choice.route === "eta")) notes.push(businessActivitiesNote);
  if (stream === "sponsored") notes.push(parentsNote);
  return {
    ...choice,
    level,
    headline: headlines[level],
    summary: level === "likely" ? `Based on your answers, you may meet the main requirements for the ${choice.visa.name}.` : summaries[level],
    passport,
    stream,
    findings,
    notes,
  };
}

/** The outcome for any answers; unanswered questions count as unmet, which only an edited link can cause. */
export function decideOutcome(answers: Answers): Outcome {
  const stream: Stream = isStream(answers.stream) ? answers.stream : "tourist";
  const passport = isPassportAnswer(answers.passport) ? answers.passport : undefined;
  if (passport === AUSTRALIAN_CITIZEN) return australianCitizen(answers, stream);
  if (passport === NEW_ZEALAND) return newZealand(answers, stream);
  if (passport === undefined) {
    // Without a passport there is no answer to give: every current question is listed, the passport first.
    const findings = visaNeededFindings(answers, stream);
    return {
      route: "visitor-600-passport",
      level: "unlikely",
      headline: headlines.unlikely,
      summary: summaries.unlikely,
      why: "Which visa fits depends on the passport you travel on.",
      whySentence: { id: "result.why.no-passport" },
      passport,
      stream,
      visa: visitor600(stream),
      alternatives: [],
      findings,
      notes: [],
    };
  }
  return visaNeeded(answers, passport, stream);
}

/**
 * The guide sold for an outcome: only for a Visitor visa (600) stream, whose long application the guide
 * helps with. The ETA and the eVisitor are short online forms (the eVisitor is free), so selling a guide to
 * them would not help anyone; their free result keeps its checklist (templateVisaOf).
 */
export function paidGuideOf(outcome: Outcome): Extract<VisaId, `visitor-600-${string}`> | null {
  const visa = templateVisaOf(outcome);
  return visa === "visitor-600-tourist" || visa === "visitor-600-sponsored" || visa === "visitor-600-business" ? visa : null;
}

/** The template sold for an outcome: the recommended visa's, or none where no visa is needed. */
export function templateVisaOf(outcome: Outcome): Exclude<VisaId, "special-category-444"> | null {
  if (!outcome.visa || outcome.visa.id === "special-category-444") return null;
  return outcome.visa.id;
}
