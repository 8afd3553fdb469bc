import { checklists } from "~/content/checklists";
import { FIGURES_COMPARED_ON, describeSource, facts, officialPages } from "~/content/facts";
import { formatIsoDate } from "~/content/format";
import { visas } from "~/modules/eligibility/visas";

import type { TemplateKind } from "./template-kinds";

export { TEMPLATE_KINDS, isTemplateKind, templateKindOf, type TemplateKind } from "./template-kinds";

export const templateTitles: Readonly<Record<TemplateKind, string>> = {
  "evisitor-651": visas["evisitor-651"].name,
  "eta-601": visas["eta-601"].name,
  "visitor-600-tourist": visas["visitor-600-tourist"].name,
  "visitor-600-sponsored": visas["visitor-600-sponsored"].name,
  "visitor-600-business": visas["visitor-600-business"].name,
};

/** A fillable line of the application template. */
export interface TemplateField {
  label: string;
  /** Taller box for free text. */
  multiline?: boolean;
}

export type TemplateSection =
  | { kind: "notes"; heading: string; items: string[] }
  | { kind: "form"; heading: string; intro?: string; fields: TemplateField[] }
  | { kind: "checklist"; heading: string; intro?: string; items: string[] };

export interface TemplateDocument {
  kind: TemplateKind;
  title: string;
  subtitle: string;
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

function keyFacts(kind: TemplateKind): string[] {
  const visa = visas[kind];
  const figureLines = visa.figures.map((figure) => `${figure.label}: ${figure.text}.`);
  const sources = [...new Set(visa.figures.flatMap((figure) => figure.facts).map((key) => describeSource(facts[key].source)))];
  return [...figureLines, ...rules[kind], ...sources.map((source) => `Source: ${source}.`)];
}

const personalFields: TemplateField[] = [
  { label: "Full name (exactly as in your passport)" },
  { label: "Date of birth" },
  { label: "Country of birth" },
  { label: "Citizenship (passport country)" },
  { label: "Passport number" },
  { label: "Passport issue and expiry dates" },
  { label: "Country of residence" },
  { label: "Home address", multiline: true },
  { label: "Phone number" },
  { label: "Email address" },
];

const visitFields: TemplateField[] = [
  { label: "Purpose of your visit (holiday, visiting friends, business meetings, ...)" },
  { label: "Planned arrival date" },
  { label: "Planned departure date and length of stay" },
  { label: "Places you plan to visit" },
  { label: "Where you will stay" },
  { label: "People travelling with you" },
];

const travelFields: Record<TemplateKind, TemplateField[]> = {
  "evisitor-651": visitFields,
  "eta-601": visitFields,
  "visitor-600-tourist": visitFields,
  "visitor-600-sponsored": [
    { label: "Sponsor's full name" },
    { label: "Sponsor's relationship to you" },
    { label: "Sponsor's citizenship or permanent residence status" },
    { label: "Since when your sponsor has lived in Australia" },
    { label: "Sponsor's address and phone number", multiline: true },
    { label: "Planned arrival date and length of stay" },
  ],
  "visitor-600-business": [
    { label: "Your employer and position" },
    { label: "Australian organisation you will visit" },
    { label: "Business activities planned (meetings, negotiations, conference)", multiline: true },
    { label: "Who pays for the trip" },
    { label: "Planned arrival date and length of stay" },
  ],
};

const genuineVisitorFields: TemplateField[] = [
  { label: "How you will pay for your stay (savings, sponsor, employer)" },
  { label: "Your job or studies at home, and approved leave" },
  { label: "Ties that bring you home (family, work, property, studies)", multiline: true },
  { label: "Previous visits to Australia and other countries" },
  { label: "Any visa refused or cancelled, in any country (give details)" },
  { label: "Criminal convictions, if any (declare all of them)" },
  { label: "Health conditions the department should know about" },
];

/** The official pages printed in the template, the visa's own first. */
function officialLinks(kind: TemplateKind): string[] {
  const visa = visas[kind];
  const pages = [`${visa.name}: ${visa.officialUrl}`];
  if (visa.subclass === "600" && visa.officialUrl !== officialPages.visitor600) pages.push(`Visitor visa (subclass 600): ${officialPages.visitor600}`);
  if (visa.subclass === "600") pages.push(`Processing times: ${officialPages.processingTimes}`);
  return pages;
}

/** The template and checklist for one visa, built from the facts module so every figure has one source. */
export function templateDocument(kind: TemplateKind): TemplateDocument {
  const visa = visas[kind];
  return {
    kind,
    title: "Australian Visa Application Template & Document Checklist",
    subtitle: visa.name,
    sections: [
      { kind: "notes", heading: "Key facts", items: keyFacts(kind) },
      {
        kind: "form",
        heading: "Application template: your details",
        intro: "Fill in these fields before you open the online application, so you have every answer ready. The fields can be filled in on screen.",
        fields: personalFields,
      },
      { kind: "form", heading: "Your visit", fields: travelFields[kind] },
      {
        kind: "form",
        heading: visa.subclass === "600" ? "Genuine visitor, funds and history" : "Funds, history and declarations",
        intro: "Officers weigh your ties to home, your circumstances, your immigration history and whether your plans are consistent.",
        fields: genuineVisitorFields,
      },
      {
        kind: "checklist",
        heading: "Document checklist",
        intro: "Scan each document in colour; documents not in English need an English translation.",
        items: [...checklists[kind]],
      },
      { kind: "notes", heading: "Official sources", items: officialLinks(kind) },
    ],
    footer: `Figures compared with our facts record on ${formatIsoDate(FIGURES_COMPARED_ON)}; confirm them on the official pages before you apply (visa charges change every 1 July). General information, not formal immigration advice. Not affiliated with the Department of Home Affairs, which decides every application.`,
  };
}
