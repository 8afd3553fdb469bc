import { officialPages } from "~/content/facts";
import type { Outcome } from "~/modules/eligibility/outcome";
import type { Answers } from "~/modules/eligibility/questions";
import type { VisaId } from "~/modules/eligibility/visas";

/**
 * The personal documents checklist of a result: what to prepare for this passport's visa, the visit's
 * stream and the answers given, each document with why it is asked for and the official page that says
 * so. Codes only: every word is the message 'checklist.<item>' (the document), 'checklist.why.<why>' (why)
 * and the link's label (app/modules/checklist/worded-checklist.ts). The rules, in plain words:
 *
 * - Only a visa the traveller applies for has a checklist: none for an Australian citizen, a New Zealand
 *   passport (granted on arrival), a work visa or a stay no visitor visa allows.
 * - The visa's own documents (the eVisitor's passport and ImmiAccount, the ETA's chip passport, app and
 *   payment card, the Visitor visa's identity, funds and ties), then the stream's: the sponsor's form 1149
 *   and proofs (sponsored family), the employer's letter and the invitation (business), an invitation
 *   from family or friends (tourist on a Visitor visa).
 * - Health examinations for a Visitor visa (subclass 600) only, worded as Home Affairs words them: whether
 *   they are needed depends on the country, the length of stay and the plans, and the department says
 *   which. No list of countries is kept here; the item links the official health page.
 * - A child under 18 (the optional 'Is the traveller under 18?' answer): form 1229, the consent of each
 *   parent not travelling, for any visa applied for.
 * - A conviction or a refused or cancelled visa answered: the details to declare, with the character page.
 */

/** The official pages a checklist item links to, beside the visa's own page. */
export const checklistPages = {
  form1149: "https://immi.homeaffairs.gov.au/form-listing/forms/1149.pdf",
  form1229: "https://immi.homeaffairs.gov.au/form-listing/forms/1229.pdf",
  health: "https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/health",
} as const;

/** Which link an item carries; its label is the message 'checklist.link.<id>' (the visa's own page: 'result.official-page'). */
export type ChecklistLinkId = "visa" | "form-1149" | "form-1229" | "health" | "character" | "sponsored" | "business";

/** Why an item is asked for: the message 'checklist.why.<id>'. */
export type ChecklistWhy =
  | "passport"
  | "online"
  | "funds"
  | "genuine"
  | "identity"
  | "insurance"
  | "invitation"
  | "sponsor"
  | "business"
  | "health"
  | "minor"
  | "conviction"
  | "refusal";

/** Each document of a personal checklist; its text is the message 'checklist.<id>'. */
export const personalItems = {
  "evisitor-passport": { why: "passport", link: "visa" },
  immiaccount: { why: "online", link: "visa" },
  "eta-passport": { why: "passport", link: "visa" },
  "eta-app": { why: "online", link: "visa" },
  "eta-payment": { why: "online", link: "visa" },
  "passport-copy": { why: "passport", link: "visa" },
  photo: { why: "identity", link: "visa" },
  "identity-card": { why: "identity", link: "visa" },
  "enough-money": { why: "funds", link: "visa" },
  "proof-of-funds": { why: "funds", link: "visa" },
  "travel-plans": { why: "genuine", link: "visa" },
  itinerary: { why: "genuine", link: "visa" },
  "employment-letter": { why: "genuine", link: "visa" },
  "home-ties": { why: "genuine", link: "visa" },
  "previous-passports": { why: "genuine", link: "visa" },
  "invitation-letter": { why: "invitation", link: "visa" },
  "sponsorship-form": { why: "sponsor", link: "form-1149" },
  "sponsor-status": { why: "sponsor", link: "sponsored" },
  "sponsor-relationship": { why: "sponsor", link: "sponsored" },
  "sponsor-residence": { why: "sponsor", link: "sponsored" },
  "sponsor-letter": { why: "sponsor", link: "sponsored" },
  "employer-letter": { why: "business", link: "business" },
  "organisation-invitation": { why: "business", link: "business" },
  conference: { why: "business", link: "business" },
  "health-insurance": { why: "insurance", link: "visa" },
  "health-examinations": { why: "health", link: "health" },
  "form-1229": { why: "minor", link: "form-1229" },
  "conviction-details": { why: "conviction", link: "character" },
  "refusal-details": { why: "refusal", link: "character" },
} as const satisfies Record<string, { why: ChecklistWhy; link: ChecklistLinkId }>;

export type PersonalItemId = keyof typeof personalItems;

export interface ChecklistEntry {
  id: PersonalItemId;
  why: ChecklistWhy;
  link: { id: ChecklistLinkId; href: string };
}

export interface ChecklistInput {
  outcome: Pick<Outcome, "visa" | "stream">;
  answers: Answers;
  /** The optional 'Is the traveller under 18?' answer; unknown when not given. */
  minor?: boolean;
}

/** The visas a traveller applies for, and so prepares documents for. */
type AppliedVisa = Extract<VisaId, "evisitor-651" | "eta-601" | `visitor-600-${string}`>;

const visaDocuments: Readonly<Record<AppliedVisa, readonly PersonalItemId[]>> = {
  "evisitor-651": ["evisitor-passport", "immiaccount", "enough-money", "travel-plans"],
  "eta-601": ["eta-passport", "eta-app", "eta-payment", "enough-money", "travel-plans"],
  "visitor-600-tourist": ["passport-copy", "proof-of-funds", "employment-letter", "home-ties", "itinerary", "photo", "identity-card", "previous-passports"],
  "visitor-600-sponsored": ["passport-copy", "proof-of-funds", "employment-letter", "home-ties", "itinerary", "photo", "identity-card", "previous-passports"],
  "visitor-600-business": ["passport-copy", "proof-of-funds", "home-ties", "itinerary", "photo", "identity-card", "previous-passports"],
};

function isAppliedVisa(id: VisaId): id is AppliedVisa {
  return id in visaDocuments;
}

/** The stream's own documents, first for sponsored and business visits: they decide those applications. */
function streamDocuments(visa: AppliedVisa, stream: Outcome["stream"]): { first: PersonalItemId[]; later: PersonalItemId[] } {
  if (visa === "visitor-600-sponsored") return { first: ["sponsorship-form", "sponsor-status", "sponsor-relationship", "sponsor-residence", "sponsor-letter"], later: [] };
  if (stream === "business") {
    // A business visit on an eVisitor or ETA has no application question about it; the letter is what shows the visit's purpose.
    return visa === "visitor-600-business" ? { first: ["employer-letter", "organisation-invitation"], later: ["conference"] } : { first: [], later: ["employer-letter"] };
  }
  return { first: [], later: visa === "visitor-600-tourist" ? ["invitation-letter"] : [] };
}

/**
 * The personal checklist of a result, in the order to prepare it: the visa's first document (the
 * passport), the stream's deciding documents, the rest of the visa's, what the answers add, then health.
 */
export function buildChecklist({ outcome, answers, minor }: ChecklistInput): ChecklistEntry[] {
  const visa = outcome.visa;
  if (!visa || !isAppliedVisa(visa.id)) return [];
  const [passport, ...rest] = visaDocuments[visa.id];
  const stream = streamDocuments(visa.id, outcome.stream);
  const ids: PersonalItemId[] = [...(passport ? [passport] : []), ...stream.first, ...rest, ...stream.later];
  if (minor === true) ids.push("form-1229");
  if (answers.character === "no") ids.push("conviction-details");
  if (answers.previousVisa === "yes") ids.push("refusal-details");
  ids.push("health-insurance");
  if (visa.subclass === "600") ids.push("health-examinations");
  const hrefs: Readonly<Record<ChecklistLinkId, string>> = {
    visa: visa.officialUrl,
    "form-1149": checklistPages.form1149,
    "form-1229": checklistPages.form1229,
    health: checklistPages.health,
    character: officialPages.character,
    sponsored: officialPages.sponsoredStream,
    business: officialPages.businessStream,
  };
  return ids.map((id) => {
    const { why, link } = personalItems[id];
    return { id, why, link: { id: link, href: hrefs[link] } };
  });
}
