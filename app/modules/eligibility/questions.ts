import { facts } from "~/content/facts";
import { pinnedCountryCodes } from "./countries";

/**
 * The checker's questionnaire as data (spec sections 3, 4 and 5): five steps, their sub-questions,
 * options and eligibility rules. No React here; the wizard renders whatever this describes.
 */

export const streams = ["tourist", "sponsored", "business"] as const;
export type Stream = (typeof streams)[number];

export type StepId = "country" | "purpose" | "basic-requirements" | "sponsor-requirements" | "business-requirements";

export type SubQuestionId =
  | "stream"
  | "funds"
  | "character"
  | "previousVisa"
  | "sponsorCitizen"
  | "sponsorAge"
  | "sponsorSettled"
  | "sponsorRelationship"
  | "genuineBusinessVisit"
  | "relevantBackground"
  | "workForPay";

/** Every answerable id: the country step itself and every sub-question. */
export type QuestionId = "country" | SubQuestionId;

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
}

export interface MultiRadioStep extends StepBase {
  type: "multi-radio";
  /** Present on the steps a stream appends. */
  stream?: Stream;
  subQuestions: readonly SubQuestion[];
}

export type QuestionStep = CountryStep | MultiRadioStep;

const yesNo: readonly Option[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export const streamLabels: Readonly<Record<Stream, string>> = {
  tourist: "Tourist Visa",
  sponsored: "Sponsored Family Visa",
  business: "Business Visitor Visa",
};

export const countryStep: CountryStep = {
  id: "country",
  type: "country-select",
  title: "Country of Residence",
  icon: "globe",
  question: "Which country do you currently live in?",
  shortLabel: "Country of residence",
  required: true,
  topOptions: pinnedCountryCodes,
};

export const purposeStep: MultiRadioStep = {
  id: "purpose",
  type: "multi-radio",
  title: "Purpose of Visit",
  icon: "plane",
  question: "What is the main purpose of your visit to Australia?",
  required: true,
  subQuestions: [
    {
      id: "stream",
      label: "Which visa stream fits your visit?",
      shortLabel: "Visa type",
      options: streams.map((stream) => ({ value: stream, label: streamLabels[stream] })),
    },
  ],
};

export const basicRequirementsStep: MultiRadioStep = {
  id: "basic-requirements",
  type: "multi-radio",
  title: "Basic Requirements",
  icon: "shield-check",
  question: "Every visitor must meet these requirements. Please answer each question.",
  required: true,
  subQuestions: [
    {
      id: "funds",
      label: "Do you have sufficient funds for your stay?",
      shortLabel: "Sufficient funds",
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "character",
      label: "Do you meet character requirements (e.g., no criminal record)?",
      shortLabel: "Character requirements",
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "previousVisa",
      label: "Have you ever had an Australian visa refused or cancelled?",
      shortLabel: "No visa refused or cancelled",
      options: yesNo,
      requiredValue: "no",
    },
  ],
};

export const sponsorRequirementsStep: MultiRadioStep = {
  id: "sponsor-requirements",
  type: "multi-radio",
  title: "Sponsor Requirements",
  icon: "users",
  question: "Tell us about the family member in Australia who will sponsor your visit.",
  required: true,
  stream: "sponsored",
  subQuestions: [
    {
      id: "sponsorCitizen",
      label: "Is your sponsor an Australian citizen or permanent resident?",
      shortLabel: "Sponsor is a citizen or permanent resident",
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "sponsorAge",
      label: `Is your sponsor ${facts.sponsorMinimumAge.value} years of age or older?`,
      shortLabel: `Sponsor is ${facts.sponsorMinimumAge.value} or older`,
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "sponsorSettled",
      label: `Has your sponsor lived in Australia for at least ${facts.sponsorSettledYears.value} years?`,
      shortLabel: `Sponsor settled ${facts.sponsorSettledYears.value}+ years`,
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "sponsorRelationship",
      label: "Is your sponsor a close family member (spouse, parent, child or sibling)?",
      shortLabel: "Sponsor is close family",
      options: yesNo,
      requiredValue: "yes",
    },
  ],
};

export const businessRequirementsStep: MultiRadioStep = {
  id: "business-requirements",
  type: "multi-radio",
  title: "Business Visit Details",
  icon: "briefcase",
  question: "Tell us about the business you plan to do in Australia.",
  required: true,
  stream: "business",
  subQuestions: [
    {
      id: "genuineBusinessVisit",
      label: "Is your visit for genuine business activities (e.g., meetings, negotiations, conferences)?",
      shortLabel: "Genuine business visit",
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "relevantBackground",
      label: "Do you have a business or professional background relevant to the visit?",
      shortLabel: "Relevant background",
      options: yesNo,
      requiredValue: "yes",
    },
    {
      id: "workForPay",
      label:
        "Will you work for or provide services to an Australian business, or sell goods or services to the public?",
      shortLabel: "No work for pay in Australia",
      options: yesNo,
      requiredValue: "no",
    },
  ],
};

export const allSteps: readonly QuestionStep[] = [
  countryStep,
  purposeStep,
  basicRequirementsStep,
  sponsorRequirementsStep,
  businessRequirementsStep,
];

/** The steps each stream appends after the first two, in the spec's order. */
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
 * shares are known, so the list is country, purpose, basic requirements.
 */
export function stepsFor(answers: Answers): readonly QuestionStep[] {
  const stream = isStream(answers.stream) ? answers.stream : undefined;
  return [countryStep, purposeStep, ...(stream ? streamSteps[stream] : [basicRequirementsStep])];
}

/** The ids a step asks for: the country itself, or each of its sub-questions. */
export function questionIdsOf(step: QuestionStep): QuestionId[] {
  return step.type === "country-select" ? ["country"] : step.subQuestions.map((question) => question.id);
}

const subQuestionsById = new Map<SubQuestionId, SubQuestion>(
  allSteps.flatMap((step) => (step.type === "multi-radio" ? step.subQuestions.map((q) => [q.id, q] as const) : [])),
);

export function findSubQuestion(id: SubQuestionId): SubQuestion {
  const question = subQuestionsById.get(id);
  if (!question) throw new Error(`Unknown sub-question ${id}`);
  return question;
}

export const allQuestionIds: readonly QuestionId[] = ["country", ...subQuestionsById.keys()];
