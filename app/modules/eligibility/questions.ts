import { LONGEST_VISITOR_STAY_MONTHS, SHORT_STAY_MONTHS, SPONSOR_MINIMUM_AGE, SPONSOR_SETTLED_YEARS } from "~/content/facts-questionnaire";
import { pinnedCountryCodes } from "./countries";

/**
 * The checker's questionnaire as data: six steps, their sub-questions,
 * options and eligibility rules (the value each answer must have to count as eligible). No React here; the wizard renders whatever this describes.
 * Beyond the three streams' fixed ids, the first step also asks for the passport (`passport`) and the purpose step for
 * the length of stay (`stay`), so each stream keeps its step count (country, purpose, then one or two steps of its own); a fourth purpose, 'something else', adds a
 * step of its own (`other-purpose`) after the three visitor streams. Which visa fits and how likely it is
 * are decided in outcome.ts.
 */

/**
 * The questionnaire's English words (`server ? English : ""`) are on the server only (the API's description, the English catalog's
 * check): the browser always words the questions from its language's catalog (checker-messages.ts), so
 * the home page's bundle carries no second copy of them.
 */
// Vite sets `import.meta.env` (false in the browser's bundle, which then drops the words); the HTTP server's
// own bundle and the development server have none, and run on the server.
const server = import.meta.env?.SSR ?? true;

export const streams = ["tourist", "sponsored", "business"] as const;
export type Stream = (typeof streams)[number];

/** The purpose step's choices: the three visitor streams, then 'other' for trips no visitor visa is meant for. */
export const purposes = [...streams, "other"] as const;
export type Purpose = (typeof purposes)[number];

/** What 'other' is: each leads to a pointer to the visa made for it (pointers.ts). */
export const otherPurposes = ["transit", "working-holiday", "paid-job", "study", "medical"] as const;
export type OtherPurpose = (typeof otherPurposes)[number];

export type StepId = "country" | "purpose" | "basic-requirements" | "sponsor-requirements" | "business-requirements" | "other-purpose";

export type SubQuestionId =
  | "stream"
  | "stay"
  | "funds"
  | "character"
  | "previousVisa"
  | "sponsorCitizen"
  | "sponsorAge"
  | "sponsorSettled"
  | "sponsorRelationship"
  | "genuineBusinessVisit"
  | "relevantBackground"
  | "workForPay"
  | "otherPurpose";

/** Every answerable id: the two questions of the first step (residence and passport) and every sub-question. */
export type QuestionId = "country" | "passport" | SubQuestionId;

/** Map from question id to the chosen value (a country code or a radio value). Answered when defined. */
export type Answers = Partial<Record<QuestionId, string>>;

/** Names of the step icons; the UI maps each to a drawing. */
export type StepIcon = "globe" | "plane" | "shield-check" | "users" | "briefcase";

export interface Option {
  value: string;
  label: string;
}

export interface SubQuestion {
  id: SubQuestionId;
  /** The question as asked. */
  label: string;
  /** A few words for the progress panel. */
  shortLabel: string;
  options: readonly Option[];
  /** The value the answer must equal to count as eligible; no rule means any answer counts. */
  requiredValue?: string;
}

interface StepBase {
  id: StepId;
  title: string;
  icon: StepIcon;
  question: string;
  required: true;
}

export interface CountryStep extends StepBase {
  id: "country";
  type: "country-select";
  /** Shown in the progress panel. */
  shortLabel: string;
  topOptions: readonly string[];
  passportLabel: string;
  passportShortLabel: string;
}

export interface MultiRadioStep extends StepBase {
  type: "multi-radio";
  /** Present on the steps a stream appends. */
  stream?: Stream;
  subQuestions: readonly SubQuestion[];
}

export type QuestionStep = CountryStep | MultiRadioStep;

const yesNo: readonly Option[] = [
  { value: "yes", label: (server ? "Yes" : "") },
  { value: "no", label: (server ? "No" : "") },
];

export const streamLabels: Readonly<Record<Purpose, string>> = {
  tourist: (server ? "Tourist Visa" : ""),
  sponsored: (server ? "Sponsored Family Visa" : ""),
  business: (server ? "Business Visitor Visa" : ""),
  other: (server ? "Something else: transit, work, study, medical treatment" : ""),
};

export const countryStep: CountryStep = {
  id: "country",
  type: "country-select",
  title: (server ? "Country of Residence" : ""),
  icon: "globe",
  question: (server ? "Which country do you currently live in?" : ""),
  shortLabel: (server ? "Country of residence" : ""),
  required: true,
  topOptions: pinnedCountryCodes,
  passportLabel: (server ? "Passport you will travel on" : ""),
  passportShortLabel: (server ? "Passport" : ""),
};

const shortStayMonths = SHORT_STAY_MONTHS;

export const purposeStep: MultiRadioStep = {
  id: "purpose",
  type: "multi-radio",
  title: (server ? "Purpose of Visit" : ""),
  icon: "plane",
  question: (server ? "What is the main purpose of your visit to Australia?" : ""),
  required: true,
  subQuestions: [
    {
      id: "stream",
      label: (server ? "Which visa stream fits your visit?" : ""),
      shortLabel: (server ? "Visa type" : ""),
      options: purposes.map((purpose) => ({ value: purpose, label: streamLabels[purpose] })),
    },
    {
      id: "stay",
      label: (server ? "How long will you stay in Australia on this visit?" : ""),
      shortLabel: (server ? "Length of stay" : ""),
      options: [
        { value: "short", label: (server ? `Up to ${shortStayMonths} months` : "") },
        // Three bands: an ETA or eVisitor (up to 3 months), a Visitor visa (up to 12), no visitor visa (more).
        { value: "long", label: (server ? `Longer than ${shortStayMonths} months, up to ${LONGEST_VISITOR_STAY_MONTHS} months` : "") },
        { value: "over12", label: (server ? `Longer than ${LONGEST_VISITOR_STAY_MONTHS} months` : "") },
      ],
    },
  ],
};

export const basicRequirementsStep: MultiRadioStep = {
  id: "basic-requirements",
  type: "multi-radio",
  title: (server ? "Basic Requirements" : ""),
  icon: "shield-check",
  question: (server ? "Every visitor must meet these requirements. Please answer each question." : ""),
  required: true,
  subQuestions: [
    {
      id: "funds",
      label: (server ? "Do you have sufficient funds for your stay?" : ""),
      shortLabel: (server ? "Sufficient funds" : ""),
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "character",
      label: (server ? "Do you meet character requirements (e.g., no criminal record)?" : ""),
      shortLabel: (server ? "Character requirements" : ""),
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "previousVisa",
      label: (server ? "Have you ever had an Australian visa refused or cancelled?" : ""),
      shortLabel: (server ? "No visa refused or cancelled" : ""),
      options: yesNo,
      requiredValue: "no",
    },
  ],
};

export const sponsorRequirementsStep: MultiRadioStep = {
  id: "sponsor-requirements",
  type: "multi-radio",
  title: (server ? "Sponsor Requirements" : ""),
  icon: "users",
  question: (server ? "Tell us about the family member in Australia who will sponsor your visit." : ""),
  required: true,
  stream: "sponsored",
  subQuestions: [
    {
      id: "sponsorCitizen",
      label: (server ? "Is your sponsor an Australian citizen or permanent resident?" : ""),
      shortLabel: (server ? "Sponsor is a citizen or permanent resident" : ""),
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "sponsorAge",
      label: (server ? `Is your sponsor ${SPONSOR_MINIMUM_AGE} years of age or older?` : ""),
      shortLabel: (server ? `Sponsor is ${SPONSOR_MINIMUM_AGE} or older` : ""),
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "sponsorSettled",
      label: (server ? `Has your sponsor lived in Australia for at least ${SPONSOR_SETTLED_YEARS} years?` : ""),
      shortLabel: (server ? `Sponsor settled ${SPONSOR_SETTLED_YEARS}+ years` : ""),
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "sponsorRelationship",
      label:
        (server ? "Is your sponsor your relative: spouse or de facto partner, parent, child, brother or sister, grandparent, grandchild, aunt, uncle, niece or nephew (step-relatives count too)?" : ""),
      shortLabel: (server ? "Sponsor is a relative" : ""),
      options: yesNo,
      requiredValue: "yes",
    },
  ],
};

export const businessRequirementsStep: MultiRadioStep = {
  id: "business-requirements",
  type: "multi-radio",
  title: (server ? "Business Visit Details" : ""),
  icon: "briefcase",
  question: (server ? "Tell us about the business you plan to do in Australia." : ""),
  required: true,
  stream: "business",
  subQuestions: [
    {
      id: "genuineBusinessVisit",
      label: (server ? "Is your visit for genuine business activities (e.g., meetings, negotiations, conferences)?" : ""),
      shortLabel: (server ? "Genuine business visit" : ""),
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "relevantBackground",
      label: (server ? "Do you have a business or professional background relevant to the visit?" : ""),
      shortLabel: (server ? "Relevant background" : ""),
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "workForPay",
      label:
        (server ? "Will you work for or provide services to an Australian business, or sell goods or services to the public?" : ""),
      shortLabel: (server ? "No work for pay in Australia" : ""),
      options: yesNo,
      requiredValue: "no",
    },
  ],
};

/** For 'something else': what the trip is for. Its title and question are the messages 'pointer.step.other-purpose.*'. */
export const otherPurposeStep: MultiRadioStep = {
  id: "other-purpose",
  type: "multi-radio",
  title: (server ? "Your Trip" : ""),
  icon: "plane",
  question: (server ? "Tell us what your trip to Australia is for." : ""),
  required: true,
  subQuestions: [
    {
      id: "otherPurpose",
      label: (server ? "What is your trip for?" : ""),
      shortLabel: (server ? "Purpose of the trip" : ""),
      options: [
        { value: "transit", label: (server ? "Transit: changing planes on the way to another country" : "") },
        { value: "working-holiday", label: (server ? "A working holiday" : "") },
        { value: "paid-job", label: (server ? "A short paid job" : "") },
        { value: "study", label: (server ? `Study longer than ${shortStayMonths} months` : "") },
        { value: "medical", label: (server ? "Medical treatment" : "") },
      ] satisfies { value: OtherPurpose; label: string }[],
    },
  ],
};

/** The purpose step for 'something else': the length of stay is not asked, the visa it points to sets it. */
const purposeStepWithoutStay: MultiRadioStep = { ...purposeStep, subQuestions: purposeStep.subQuestions.slice(0, 1) };

export const allSteps: readonly QuestionStep[] = [
  countryStep,
  purposeStep,
  basicRequirementsStep,
  sponsorRequirementsStep,
  businessRequirementsStep,
  otherPurposeStep,
];

/** The steps each stream appends after the first two, in their fixed order. */
const streamSteps: Readonly<Record<Stream, readonly MultiRadioStep[]>> = {
  tourist: [basicRequirementsStep],
  sponsored: [sponsorRequirementsStep, basicRequirementsStep],
  business: [businessRequirementsStep, basicRequirementsStep],
};

export function isStream(value: unknown): value is Stream {
  return typeof value === "string" && (streams as readonly string[]).includes(value);
}

/**
 * The steps for these answers: country and purpose always, then the chosen stream's steps
 * (tourist 3 in all, sponsored 4, business 4). Until a stream is chosen, only the steps every stream
 * shares are known, so the list is country, purpose, basic requirements. 'Something else' asks what
 * the trip is for instead (3 in all), and not the length of stay.
 */
export function stepsFor(answers: Answers): readonly QuestionStep[] {
  if (answers.stream === "other") return [countryStep, purposeStepWithoutStay, otherPurposeStep];
  const stream = isStream(answers.stream) ? answers.stream : undefined;
  return [countryStep, purposeStep, ...(stream ? streamSteps[stream] : [basicRequirementsStep])];
}

/** The ids a step asks for: residence and passport on the first step, or each sub-question. */
export function questionIdsOf(step: QuestionStep): QuestionId[] {
  return step.type === "country-select" ? ["country", "passport"] : step.subQuestions.map((question) => question.id);
}

const subQuestionsById = new Map<SubQuestionId, SubQuestion>(
  allSteps.flatMap((step) => (step.type === "multi-radio" ? step.subQuestions.map((q) => [q.id, q] as const) : [])),
);

export function findSubQuestion(id: SubQuestionId): SubQuestion {
  const question = subQuestionsById.get(id);
  if (!question) throw new Error(`Unknown sub-question ${id}`);
  return question;
}

export const allQuestionIds: readonly QuestionId[] = ["country", "passport", ...subQuestionsById.keys()];

/** The short name of any question, as in the progress panel. */
export function questionShortLabel(id: QuestionId): string {
  if (id === "country") return countryStep.shortLabel;
  if (id === "passport") return countryStep.passportShortLabel;
  return findSubQuestion(id).shortLabel;
}
