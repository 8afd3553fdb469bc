import { checklists } from "~/content/checklists";
import { FIGURES_COMPARED_ON, describeSource, facts, officialPages } from "~/content/facts";
import { formatIsoDate } from "~/content/format";
import { visas, type VisaId } from "~/modules/eligibility/visas";
import { englishTranslate } from "~/modules/i18n/english";
import { localizeVisa, type WordedVisa } from "~/modules/i18n/result-messages";
import { guideTexts, type GuidePart, type RefusalReason } from "./guide-content";
import { checklistForYou, personalTexts } from "./guide-content/for-you";

import type { TemplateKind } from "./template-kinds";

export { TEMPLATE_KINDS, isTemplateKind, templateKindOf, type TemplateKind } from "./template-kinds";

/** A visa in English, from the English catalog: the guide, its checkout line and the admin pages are English. */
function englishVisa(id: VisaId): WordedVisa {
  return localizeVisa(visas[id], "en", englishTranslate);
}

export const templateTitles: Readonly<Record<TemplateKind, string>> = {
  "evisitor-651": englishVisa("evisitor-651").name,
  "eta-601": englishVisa("eta-601").name,
  "visitor-600-tourist": englishVisa("visitor-600-tourist").name,
  "visitor-600-sponsored": englishVisa("visitor-600-sponsored").name,
  "visitor-600-business": englishVisa("visitor-600-business").name,
};

/** A figure of the visa, as on the cover: 'Cost', 'AUD 200 base charge ...'. */
export interface KeyFigure {
  label: string;
  text: string;
}

export type TemplateSection =
  | { kind: "notes"; heading: string; intro?: string; items: string[] }
  | { kind: "questions"; heading: string; intro: string; parts: GuidePart[] }
  | { kind: "refusals"; heading: string; intro: string; items: RefusalReason[] }
  | { kind: "checklist"; heading: string; intro?: string; items: ChecklistItem[] }
  | { kind: "links"; heading: string; intro: string; items: Array<{ label: string; url: string }> };

/** A document to tick off; `forYou` says why it matters more for this buyer (from their answers). */
export interface ChecklistItem {
  text: string;
  forYou?: string;
}

/** What the buyer told the checker, as the result read it (see guide-answers.server.ts). */
export interface GuideAnswers {
  /** The answers as label and value, in the order asked ('Passport', 'India'). */
  told: Array<[label: string, value: string]>;
  headline: string;
  summary: string;
  /** The answers that lowered the verdict: the question's id and short name, the problem and what to do. */
  findings: Array<{ id: string; label: string; problem: string; nextStep: string }>;
}

/** What the order tells about the buyer, printed on the cover. */
export interface GuideBuyer {
  email?: string;
  /** The order's short reference. */
  reference?: string;
  /** When it was bought (ISO date). */
  orderedOn?: string;
  /** The checker's answers, when the buyer chose to have them printed. */
  answers?: GuideAnswers;
}

export interface TemplateDocument {
  kind: TemplateKind;
  title: string;
  subtitle: string;
  /** One sentence under the title on the cover. */
  summary: string;
  figures: KeyFigure[];
  /** The checker's recommendation and the buyer's order, where known. */
  personal: string[];
  sections: TemplateSection[];
  /** Printed at the foot of every page. */
  footer: string;
}

/** Rules beside the figures, per visa, worded as the checker words them. */
const rules: Readonly<Record<TemplateKind, string[]>> = {
  "evisitor-651": [
    "For passports of the European Union states and Andorra, Iceland, Liechtenstein, Monaco, Norway, San Marino, Switzerland, the United Kingdom (British Citizen passports only) and Vatican City.",
    "Allowed: tourism, visiting family or friends, and business visitor activities. Not allowed: work for an Australian organisation or selling to the public.",
    "Anyone with a criminal conviction, or whose Australian visa was refused or cancelled, applies for a Visitor visa (subclass 600) instead.",
  ],
  "eta-601": [
    "For the passports on the ETA list, among them the United States, Canada, Japan, Singapore, Malaysia, South Korea, Hong Kong (SAR), British Citizen and British National (Overseas) passports, and ordinary Taiwan passports.",
    "Allowed: tourism, visiting family or friends, and business visitor activities. Not allowed: work for an Australian organisation or selling to the public.",
    "Anyone with a criminal conviction, or whose Australian visa was refused or cancelled, applies for a Visitor visa (subclass 600) instead.",
  ],
  "visitor-600-tourist": [
    "Which visa fits depends on the passport you travel on, not on where you live. Stays longer than an ETA or eVisitor allows, and travellers with a conviction, use this visa.",
  ],
  "visitor-600-sponsored": [
    `Your sponsor must be an Australian citizen or permanent resident, at least ${facts.sponsorMinimumAge.value} years old, settled in Australia (usually about ${facts.sponsorSettledYears.value} years), and your relative: spouse or de facto partner, parent, child, brother or sister, grandparent, grandchild, aunt, uncle, niece or nephew, or a step-relative of these. New Zealand citizens cannot sponsor.`,
    `Parents of Australian citizens and permanent residents may be granted stays of up to ${facts.parentStayMonthsPerVisit.value} months per visit (no more than ${facts.parentStayMonthsPerVisit.value} months in any ${facts.parentStayWindowMonths.value}), on multiple-entry visas valid for up to ${facts.parentMultiEntryValidity.value.inParentQueue} for parents in the queue for a Parent visa (subclass 103), otherwise up to ${facts.parentMultiEntryValidity.value.visitedBefore} or ${facts.parentMultiEntryValidity.value.firstVisit}.`,
  ],
  "visitor-600-business": [
    "Allowed: business enquiries, contract negotiation, official government visits, and attending a conference without being paid.",
    "Not allowed: working for or providing services to an Australian organisation, or selling goods or services to the public.",
    "Holders of eVisitor or ETA passports can do business visitor activities on those too.",
  ],
};

function sourceLines(kind: TemplateKind): string[] {
  const visa = visas[kind];
  const sources = [...new Set(visa.figures.flatMap((figure) => figure.facts).map((key) => describeSource(facts[key].source)))];
  return sources.map((source) => `Source: ${source}.`);
}

/** The official pages printed in the guide, the visa's own first. */
function officialLinks(kind: TemplateKind): Array<{ label: string; url: string }> {
  const visa = englishVisa(kind);
  const links = [{ label: visa.name, url: visa.officialUrl }];
  if (visa.subclass === "600" && visa.officialUrl !== officialPages.visitor600) links.push({ label: "Visitor visa (subclass 600)", url: officialPages.visitor600 });
  if (visa.subclass === "600") links.push({ label: "Global visa processing times", url: officialPages.processingTimes });
  if (kind === "visitor-600-tourist") links.push({ label: "Longer visitor visas for parents", url: officialPages.parentsLongerVisas });
  links.push({ label: "Character requirements", url: officialPages.character });
  return links;
}

/** 'passport India, living in India, …': the answers in one sentence. */
export function toldSentence(answers: GuideAnswers): string {
  return `${personalTexts.told}: ${answers.told.map(([label, value]) => `${label.toLowerCase()} ${value}`).join(", ")}.`;
}

/** The checker's recommendation and the order, in the buyer's own terms. */
function personalLines(kind: TemplateKind, buyer: GuideBuyer): string[] {
  const lines = [`Your eligibility check recommended: ${templateTitles[kind]}. This guide is written for that visa.`];
  if (buyer.answers) lines.push(toldSentence(buyer.answers));
  if (buyer.email) lines.push(`Prepared for ${buyer.email}${buyer.orderedOn ? ` on ${formatIsoDate(buyer.orderedOn)}` : ""}.`);
  if (buyer.reference) lines.push(`Order reference ${buyer.reference}.`);
  return lines;
}

/** The checklist, each document marked where the buyer's answers make it matter more. */
function checklistItems(kind: TemplateKind, answers: GuideAnswers | undefined): ChecklistItem[] {
  return checklists[kind].map((text) => {
    const finding = answers?.findings.find((item) => checklistForYou[item.id]?.test(text));
    return finding ? { text, forYou: `${personalTexts.forYou}: ${finding.problem}` } : { text };
  });
}

/** The section that opens a buyer's guide when they chose to have their answers printed. */
/** A headline ends without a stop ('You May Still Apply, With More to Declare or Show'); followed by a sentence, it takes one. */
function asSentence(headline: string): string {
  return /[.!?]$/.test(headline) ? headline : `${headline}.`;
}

function answersSection(answers: GuideAnswers, checklist: ChecklistItem[]): TemplateSection {
  const items = [toldSentence(answers), `${personalTexts.verdict}: ${asSentence(answers.headline)} ${answers.summary}`];
  for (const finding of answers.findings) items.push(`${finding.label}: ${finding.problem} ${finding.nextStep}`);
  if (answers.findings.length === 0) items.push(personalTexts.nothingToAct);
  if (checklist.some((item) => item.forYou)) items.push(personalTexts.markedForYou);
  return { kind: "notes", heading: personalTexts.heading, intro: personalTexts.intro, items };
}

/**
 * The paid guide for one visa: the application question by question, the evidence that convinces, the
 * common refusal reasons, the document checklist and the official links; opened, when the buyer chose so,
 * by their answers to the checker and what they mean, with the documents that matter most marked. Texts
 * come from guide-content/, figures from the facts module, so every figure has one source.
 */
export function templateDocument(kind: TemplateKind, buyer: GuideBuyer = {}): TemplateDocument {
  const visa = englishVisa(kind);
  const guide = guideTexts[kind];
  const checklist = checklistItems(kind, buyer.answers);
  return {
    kind,
    title: "Australian Visa Application Template & Document Checklist",
    subtitle: visa.name,
    summary: visa.summary,
    figures: visa.figures.map(({ label, text }) => ({ label, text })),
    personal: personalLines(kind, buyer),
    sections: [
      ...(buyer.answers ? [answersSection(buyer.answers, checklist)] : []),
      { kind: "notes", heading: "Before you start", items: [...guide.howToApply, ...rules[kind]] },
      {
        kind: "questions",
        heading: "The application, question by question",
        intro: "The questions in the order the application asks them: what each one asks, and how to answer it so that it helps your case.",
        parts: guide.parts,
      },
      {
        kind: "notes",
        heading: "Evidence that convinces",
        intro: "Officers decide on what you show, not on what you say. Documents that answer their questions before they ask them:",
        items: guide.evidence,
      },
      {
        kind: "refusals",
        heading: "Common reasons for refusal, and how to avoid them",
        intro: "Most refusals come from a handful of reasons. Check your application against each one before you submit.",
        items: guide.refusals,
      },
      {
        kind: "checklist",
        heading: "Document checklist",
        intro: "Tick each document as you gather it. Scan in colour; documents not in English need an English translation.",
        items: checklist,
      },
      { kind: "notes", heading: "After you apply", items: guide.afterApplying },
      {
        kind: "links",
        heading: "Official links",
        intro: "Confirm the figures and requirements on these pages before you apply: they are the only authority.",
        items: officialLinks(kind),
      },
      { kind: "notes", heading: "Sources of the figures", items: sourceLines(kind) },
    ],
    footer: `Figures compared with our facts record on ${formatIsoDate(FIGURES_COMPARED_ON)}; confirm them on the official pages before you apply (visa charges change every 1 July). General information, not formal immigration advice. Not affiliated with the Department of Home Affairs, which decides every application.`,
  };
}
