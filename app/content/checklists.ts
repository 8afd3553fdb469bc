/**
 * The documents checklist for each visa the checker can recommend (and sell a template for). The paid
 * template, the free result PDF and the result e-mail all print these lists, so they always agree.
 */
import type { TemplateKind } from "~/modules/template-pdf/template-kinds";
import { etaServiceCharge, formatAud } from "./facts";

/** The visas with a checklist (and a template): every recommended visa that needs an application. */
export type ChecklistVisa = TemplateKind;

/**
 * Each document once, by a stable id; in other languages its message is `checklist.<id>` (the ETA's
 * service charge is the message's `{amount}`).
 */
export const checklistItems = {
  "enough-money": "Enough money for your stay: you may be asked to show bank statements or a sponsor's support",
  "travel-plans": "Your travel plans: dates, where you will stay and a return or onward ticket (no need to pay for it first)",
  "health-insurance": "Health insurance that covers you in Australia (strongly recommended; visitors are generally not covered by Medicare)",
  "declare-history":
    "If you have any criminal conviction, or a visa was ever refused or cancelled: apply for a Visitor visa (subclass 600) instead and declare it",
  "passport-copy": "Valid passport: copy of the page with your photo and details",
  photo: "Recent passport-style photograph",
  "identity-card": "National identity card, if your country issues one",
  "proof-of-funds": "Proof of funds: recent bank statements, payslips or tax records",
  "employment-letter": "Employment letter with your position and approved leave, or proof of studies or business ownership",
  "home-ties": "Evidence of ties to your home country (family, property, ongoing work)",
  itinerary: "Travel plans: itinerary or planned bookings (no need to pay for flights before the visa is granted)",
  "previous-passports": "Copies of previous passports and visas, if any",
  "when-asked": "Police certificates or health examinations, if the department asks for them",
  "evisitor-passport": "A passport of an eligible country, valid for your whole stay (for the United Kingdom: a British Citizen passport)",
  immiaccount: "An ImmiAccount, created on the Department of Home Affairs website",
  "eta-passport": "A passport of an eligible country with an electronic chip, valid for your whole stay",
  "eta-app": "A smartphone with the official AustralianETA app, which scans the passport chip and takes a live photo of you",
  "eta-payment": `A payment card for the ${formatAud(etaServiceCharge.value)} service charge, and an e-mail address for the confirmation`,
  "invitation-letter": "Invitation letter from friends or family in Australia, if you will stay with them",
  "sponsorship-form": "Sponsorship form 1149 (Sponsorship for a visitor to Australia), completed by your sponsor",
  "sponsor-status": "Proof of your sponsor's Australian citizenship or permanent residence",
  "sponsor-relationship": "Proof of your relationship to the sponsor (for example birth or marriage certificates)",
  "sponsor-residence": "Evidence of how long your sponsor has lived in Australia",
  "sponsor-letter": "Sponsor's invitation letter and, if they support you, proof of their funds",
  "organisation-invitation": "Invitation letter from the Australian organisation you will visit",
  "employer-letter": "Letter from your employer describing the purpose of the trip and who pays for it",
  conference: "Conference registration, if you attend one",
} as const;

export type ChecklistItem = keyof typeof checklistItems;

const onlineVisaBasics: ChecklistItem[] = ["enough-money", "travel-plans", "health-insurance", "declare-history"];
const visitor600Documents: ChecklistItem[] = [
  "passport-copy",
  "photo",
  "identity-card",
  "proof-of-funds",
  "employment-letter",
  "home-ties",
  "itinerary",
  "previous-passports",
];

/** Each visa's documents, in the order they are printed. */
export const checklistItemsOf: Readonly<Record<ChecklistVisa, readonly ChecklistItem[]>> = {
  "evisitor-651": ["evisitor-passport", "immiaccount", ...onlineVisaBasics],
  "eta-601": ["eta-passport", "eta-app", "eta-payment", ...onlineVisaBasics],
  "visitor-600-tourist": [...visitor600Documents, "invitation-letter", "when-asked"],
  "visitor-600-sponsored": [
    ...visitor600Documents,
    "sponsorship-form",
    "sponsor-status",
    "sponsor-relationship",
    "sponsor-residence",
    "sponsor-letter",
    "when-asked",
  ],
  "visitor-600-business": [...visitor600Documents, "organisation-invitation", "employer-letter", "conference", "when-asked"],
};

const englishChecklist = (visa: ChecklistVisa): readonly string[] => checklistItemsOf[visa].map((item) => checklistItems[item]);

/** Each visa's checklist in English. */
export const checklists: Readonly<Record<ChecklistVisa, readonly string[]>> = {
  "evisitor-651": englishChecklist("evisitor-651"),
  "eta-601": englishChecklist("eta-601"),
  "visitor-600-tourist": englishChecklist("visitor-600-tourist"),
  "visitor-600-sponsored": englishChecklist("visitor-600-sponsored"),
  "visitor-600-business": englishChecklist("visitor-600-business"),
};
