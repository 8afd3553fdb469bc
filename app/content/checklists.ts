/**
 * The documents checklist for each visa the checker can recommend (and sell a template for). The paid
 * template, the free result PDF and the result e-mail all print these lists, so they always agree.
 */
import type { TemplateKind } from "~/modules/template-pdf/template-kinds";
import { etaServiceCharge, formatAud } from "./facts";

/** The visas with a checklist (and a template): every recommended visa that needs an application. */
export type ChecklistVisa = TemplateKind;

const onlineVisaBasics = [
  "Enough money for your stay: you may be asked to show bank statements or a sponsor's support",
  "Your travel plans: dates, where you will stay and a return or onward ticket (no need to pay for it first)",
  "Health insurance that covers you in Australia (strongly recommended; visitors are generally not covered by Medicare)",
  "If you have any criminal conviction, or a visa was ever refused or cancelled: apply for a Visitor visa (subclass 600) instead and declare it",
];

const visitor600Documents = [
  "Valid passport: copy of the page with your photo and details",
  "Recent passport-style photograph",
  "National identity card, if your country issues one",
  "Proof of funds: recent bank statements, payslips or tax records",
  "Employment letter with your position and approved leave, or proof of studies or business ownership",
  "Evidence of ties to your home country (family, property, ongoing work)",
  "Travel plans: itinerary or planned bookings (no need to pay for flights before the visa is granted)",
  "Copies of previous passports and visas, if any",
];

const whenAsked = "Police certificates or health examinations, if the department asks for them";

export const checklists: Readonly<Record<ChecklistVisa, readonly string[]>> = {
  "evisitor-651": [
    "A passport of an eligible country, valid for your whole stay (for the United Kingdom: a British Citizen passport)",
    "An ImmiAccount, created on the Department of Home Affairs website",
    ...onlineVisaBasics,
  ],
  "eta-601": [
    "A passport of an eligible country with an electronic chip, valid for your whole stay",
    "A smartphone with the official AustralianETA app, which scans the passport chip and takes a live photo of you",
    `A payment card for the ${formatAud(etaServiceCharge.value)} service charge, and an e-mail address for the confirmation`,
    ...onlineVisaBasics,
  ],
  "visitor-600-tourist": [
    ...visitor600Documents,
    "Invitation letter from friends or family in Australia, if you will stay with them",
    whenAsked,
  ],
  "visitor-600-sponsored": [
    ...visitor600Documents,
    "Sponsorship form 1149 (Sponsorship for a visitor to Australia), completed by your sponsor",
    "Proof of your sponsor's Australian citizenship or permanent residence",
    "Proof of your relationship to the sponsor (for example birth or marriage certificates)",
    "Evidence of how long your sponsor has lived in Australia",
    "Sponsor's invitation letter and, if they support you, proof of their funds",
    whenAsked,
  ],
  "visitor-600-business": [
    ...visitor600Documents,
    "Invitation letter from the Australian organisation you will visit",
    "Letter from your employer describing the purpose of the trip and who pays for it",
    "Conference registration, if you attend one",
    whenAsked,
  ],
};
