import { FACTS_LAST_REVIEWED, facts, formatAud, officialPages } from "~/content/facts";

/** The three visitor streams the checker asks about; each has its own template. */
export const TEMPLATE_STREAMS = ["tourist", "sponsored", "business"] as const;
export type TemplateStream = (typeof TEMPLATE_STREAMS)[number];

export function isTemplateStream(value: unknown): value is TemplateStream {
  return typeof value === "string" && (TEMPLATE_STREAMS as readonly string[]).includes(value);
}

export const streamTitles: Record<TemplateStream, string> = {
  tourist: "Visitor visa (subclass 600), tourist stream",
  sponsored: "Visitor visa (subclass 600), sponsored family stream",
  business: "Visitor visa (subclass 600), business visitor stream",
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
  stream: TemplateStream;
  title: string;
  subtitle: string;
  sections: TemplateSection[];
  /** Printed at the foot of every page. */
  footer: string;
}

const months = (list: readonly number[]) => `${list.slice(0, -1).join(", ")} or ${list.at(-1)} months`;
const range = (value: { min: number; max: number }, unit: string) => `${value.min}-${value.max} ${unit}`;
const audRange = (value: { min: number; max: number }) => `${formatAud(value.min)}-${formatAud(value.max).replace("AUD ", "")}`;

function keyFacts(stream: TemplateStream): string[] {
  const common = [
    `Visa charge: ${formatAud(facts.visitor600ChargeOutside.value)} when you apply outside Australia (${formatAud(facts.visitor600ChargeInside.value)} inside Australia).`,
    `Processing: Home Affairs publishes an estimator rather than fixed times; guides quote ${range(facts.visitor600ProcessingDays.value, "days")}. Apply ${range(facts.applyAheadMonths.value, "months")} before you travel.`,
  ];
  if (stream === "tourist") {
    return [
      ...common,
      `Length of stay: up to ${months(facts.visitor600StayMonths.value)} per visit, as granted.`,
      `ETA (subclass 601), for eligible passports: no visa charge, ${formatAud(facts.etaServiceCharge.value)} service charge in the AustralianETA app; stays of up to ${facts.etaStayMonthsPerEntry.value} months per entry, valid ${facts.etaValidityMonths.value} months.`,
      `eVisitor (subclass 651), for eligible passports: free; valid ${facts.eVisitorValidityMonths.value} months; stays of up to ${facts.eVisitorStayMonthsPerEntry.value} months per entry.`,
      "Which visa fits depends on the passport you hold, not on where you live. Anyone with a criminal conviction should apply for a subclass 600.",
    ];
  }
  if (stream === "sponsored") {
    return [
      ...common,
      `Your sponsor must be an Australian citizen or permanent resident, at least ${facts.sponsorMinimumAge.value} years old, usually settled in Australia for about ${facts.sponsorSettledYears.value} years, and a close relative (spouse, parent, child or sibling). New Zealand citizens cannot sponsor.`,
      `A security bond may be requested (often quoted at ${audRange(facts.securityBondAud.value)} per person); it is refunded after you leave and forfeited if visa conditions are breached.`,
      `Parents of Australian citizens and permanent residents may be granted stays of up to ${facts.parentStayMonthsPerVisit.value} months per visit (no more than ${facts.parentStayMonthsPerVisit.value} months in any ${facts.parentStayWindowMonths.value}), on multiple-entry visas valid for up to ${facts.parentMultiEntryValidity.value.join(", ")}.`,
    ];
  }
  return [
    ...common,
    `Length of stay: up to ${facts.businessStreamMaxStayMonths.value} months per visit.`,
    "Allowed: business enquiries, contract negotiation, official government visits, and attending a conference without being paid.",
    "Not allowed: working for or providing services to an Australian organisation, or selling goods or services to the public.",
    "Business purposes are also allowed on an ETA (subclass 601) or eVisitor (subclass 651) if your passport is eligible.",
  ];
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

const travelFields: Record<TemplateStream, TemplateField[]> = {
  tourist: [
    { label: "Purpose of your visit (holiday, visiting friends, ...)" },
    { label: "Planned arrival date" },
    { label: "Planned departure date and length of stay" },
    { label: "Places you plan to visit" },
    { label: "Where you will stay" },
    { label: "People travelling with you" },
  ],
  sponsored: [
    { label: "Sponsor's full name" },
    { label: "Sponsor's relationship to you" },
    { label: "Sponsor's citizenship or permanent residence status" },
    { label: "Since when your sponsor has lived in Australia" },
    { label: "Sponsor's address and phone number", multiline: true },
    { label: "Planned arrival date and length of stay" },
  ],
  business: [
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

const commonDocuments = [
  "Valid passport: copy of the page with your photo and details",
  "Recent passport-style photograph",
  "National identity card, if your country issues one",
  "Proof of funds: recent bank statements, payslips or tax records",
  "Employment letter with your position and approved leave, or proof of studies or business ownership",
  "Evidence of ties to your home country (family, property, ongoing work)",
  "Travel plans: itinerary or planned bookings (no need to pay for flights before the visa is granted)",
  "Copies of previous passports and visas, if any",
];

const streamDocuments: Record<TemplateStream, string[]> = {
  tourist: ["Invitation letter from friends or family in Australia, if you will stay with them"],
  sponsored: [
    "Sponsorship form 1149 (Sponsorship for a visitor to Australia), completed by your sponsor",
    "Proof of your sponsor's Australian citizenship or permanent residence",
    "Proof of your relationship to the sponsor (birth or marriage certificates)",
    "Evidence of how long your sponsor has lived in Australia",
    "Sponsor's invitation letter and, if they support you, proof of their funds",
  ],
  business: [
    "Invitation letter from the Australian organisation you will visit",
    "Letter from your employer describing the purpose of the trip and who pays for it",
    "Conference registration, if you attend one",
  ],
};

/** The template and checklist for one stream, built from the facts module so every figure has one source. */
export function templateDocument(stream: TemplateStream): TemplateDocument {
  return {
    stream,
    title: "Australian Visitor Visa Application Template & Document Checklist",
    subtitle: streamTitles[stream],
    sections: [
      { kind: "notes", heading: "Key facts", items: keyFacts(stream) },
      {
        kind: "form",
        heading: "Application template: your details",
        intro: "Fill in these fields before you open the online application, so you have every answer ready. The fields can be filled in on screen.",
        fields: personalFields,
      },
      { kind: "form", heading: "Your visit", fields: travelFields[stream] },
      {
        kind: "form",
        heading: "Genuine visitor, funds and history",
        intro: "Officers weigh your ties to home, your circumstances, your immigration history and whether your plans are consistent.",
        fields: genuineVisitorFields,
      },
      {
        kind: "checklist",
        heading: "Document checklist",
        intro: "Scan each document in colour; documents not in English need an English translation.",
        items: [...commonDocuments, ...streamDocuments[stream], "Police certificates or health examinations, if the department asks for them"],
      },
      {
        kind: "notes",
        heading: "Official sources",
        items: [
          `Visitor visa (subclass 600): ${officialPages.visitor600}`,
          ...(stream === "sponsored" ? [`Sponsored family stream: ${officialPages.sponsoredStream}`] : []),
          ...(stream === "business" ? [`Business visitor stream: ${officialPages.businessStream}`] : []),
          ...(stream === "tourist" ? [`ETA (subclass 601): ${officialPages.eta601}`, `eVisitor (subclass 651): ${officialPages.eVisitor651}`] : []),
          `Processing times: ${officialPages.processingTimes}`,
        ],
      },
    ],
    footer: `Information last reviewed: ${FACTS_LAST_REVIEWED}. General information, not formal immigration advice. Not affiliated with the Department of Home Affairs, which decides every application.`,
  };
}
