/**
 * The two managed pages every fresh database starts with. They are stored in the
 * database on first start, and the parents guide is created again whenever it is missing, so the
 * administrator can edit both. Content is HTML in the editor's formats (h1-h3, p, strong, em, u, a, ol, ul, li, br).
 * Figures come from the facts module. A stored parents guide nobody has edited is refreshed with this
 * text at start-up (see modules/pages/seed.server.ts); an edited one is left to its administrator.
 */
import { PARENTS_GUIDE_BANNER, type BundledBanner } from "./banners";
import { FIGURES_COMPARED_ON, officialPages, sourcesOf, type FactKey } from "./facts";
import { figures as f } from "./figures";
import { formatIsoDate } from "./format";

export interface SeedPage {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
  /** A banner picture that ships with the site, with its description (app/content/banners.ts); none when left out. */
  banner?: BundledBanner;
}

export const PARENTS_GUIDE_SLUG = "australia-family-tourist-visa-for-parents";

export const welcomePage: SeedPage = {
  title: "Welcome to Australia Visa Check",
  slug: "welcome",
  // An example, not content: a draft the administrator may fill and publish, never a public page by default.
  isPublished: false,
  content: [
    "<h2>A free, independent visitor visa check</h2>",
    "<p>This is an example content page. Administrators can edit it, unpublish it or delete it from the admin area.</p>",
    "<p>Pages like this one can hold news, travel tips or longer guides. Use headings, <strong>bold</strong> and <em>italic</em> text, lists and links; the site keeps the formatting simple and readable on every screen.</p>",
    '<p>To see whether you may qualify for an Australian visitor visa, <a href="/#checker">start the free eligibility check</a>.</p>',
  ].join(""),
};

const li = (items: string[]) => items.map((item) => `<li>${item}</li>`).join("");

/** The facts the parents guide quotes: its sources are listed at its foot. */
export const parentsGuideFacts: readonly FactKey[] = [
  "visitor600ChargeOutside",
  "visitor600StayMonths",
  "eVisitorStayMonthsPerEntry",
  "sponsorMinimumAge",
  "sponsorSettledYears",
  "parentMultiEntryValidity",
  "parentStayMonthsPerVisit",
  "parentStayWindowMonths",
  "securityBondAud",
  "processingTimesUpdated",
];

const sourceItems = sourcesOf(parentsGuideFacts).map(
  (source) => `<a href="${source.url}">${source.name}</a>${source.dated ? ` (${source.dated})` : ""}${source.indexedEachJuly ? "; charges change every 1 July" : ""}`,
);

export const parentsGuidePage: SeedPage = {
  title: "Australia Family Tourist Visa for Parents",
  slug: PARENTS_GUIDE_SLUG,
  isPublished: true,
  banner: PARENTS_GUIDE_BANNER,
  content: [
    "<h2>Visiting your children in Australia</h2>",
    "<p>Parents of Australian citizens and permanent residents usually visit on a <strong>Visitor visa (subclass 600)</strong>, " +
      "either in the tourist stream or in the sponsored family stream. Parents can also be granted visas that last " +
      "several years and allow many visits, so time with children and grandchildren does not mean a new application every trip.</p>",

    "<h2>Tourist stream or sponsored family stream?</h2>",
    `<ul>${li([
      `<strong>Tourist stream</strong>: you apply on your own, with your own evidence of funds and ties to home. It costs ${f.fee600} when you apply outside Australia and allows stays of ${f.stays600}.`,
      "<strong>Sponsored family stream</strong>: your son or daughter in Australia sponsors the visit. It suits parents whose own evidence is thinner, because the sponsor supports the application and may be asked to lodge a security bond.",
      `Holders of passports eligible for an ETA or eVisitor can also visit on those, for up to ${f.shortStayPerEntry} per visit; longer stays and longer-validity visas for parents are Visitor visas (subclass 600).`,
      "Parents with a New Zealand passport need no visitor visa: a Special Category visa (subclass 444) is granted when they arrive.",
      "A parent with a criminal conviction, or whose Australian visa was refused or cancelled, applies for a Visitor visa (subclass 600) in either stream and declares it.",
    ])}</ul>`,

    "<h2>Who can sponsor a parent</h2>",
    `<ul>${li([
      "An Australian citizen or an Australian permanent resident.",
      `Aged ${f.sponsorAge} or over.`,
      `Settled in Australia, usually for about ${f.sponsorSettled} (the department decides case by case).`,
      "A relative of the visitor: for a visiting parent, their son or daughter, step-son or step-daughter. The stream accepts any relative as the Migration Regulations define one: spouse or de facto partner, parent, child, brother or sister, grandparent, grandchild, aunt, uncle, niece or nephew, and step-relatives of these.",
      "New Zealand citizens cannot sponsor, even when they live in Australia.",
    ])}</ul>`,
    "<p>The sponsor lodges a sponsorship as part of the application and promises that the visitor will follow the visa conditions and leave on time.</p>",

    "<h2>Longer-validity visas for parents</h2>",
    `<p>Parents of Australian citizens and permanent residents can be granted <strong>multiple-entry visas valid ${f.parentValidity}</strong>. Validity of up to ${f.parentValidityInQueue} is only for parents in the Parent visa (subclass 103) queue. Within the visa's validity:</p>`,
    `<ul>${li([
      `each visit can last up to <strong>${f.parentStay}</strong>;`,
      `you may spend no more than <strong>${f.parentStay} in any ${f.parentWindow}</strong> in Australia;`,
      "you can come and go as often as you like while the visa is valid.",
    ])}</ul>`,
    "<p>Ask for the longer validity in the application and explain your plans, for example regular visits around school holidays or the birth of a grandchild.</p>",

    "<h2>The security bond</h2>",
    `<p>In the sponsored family stream the department may ask for a <strong>security bond</strong> before it grants the visa. The amount is set case by case; secondary sources often quote <strong>${f.bond} per person</strong>. The bond is lodged only when the department requests it (form 1149 explains the process). It is <em>refunded after the visitor leaves Australia</em> in line with the visa conditions and <em>forfeited if a condition is breached</em>, for example by overstaying.</p>`,

    "<h2>Documents to prepare</h2>",
    `<ol>${li([
      "Passports of the visiting parents, with previous travel history.",
      "Proof of the relationship: the sponsor's birth certificate naming the parents, and any change-of-name documents.",
      "Proof of the sponsor's status: Australian passport, citizenship certificate or permanent visa, plus evidence of how long they have lived in Australia.",
      "An invitation letter from the sponsor describing the visit, where you will stay and who pays.",
      "Evidence of funds: the parents' bank statements or pension records, or the sponsor's income and savings if they support the trip.",
      "Ties to home: property, other children or family at home, ongoing commitments such as a pension or business.",
      "Health insurance for the whole stay if the visa requires it.",
    ])}</ol>`,
    "<p>Documents not in English need certified English translations.</p>",

    "<h2>Health insurance and health checks</h2>",
    "<p>Visitors are generally not covered by Medicare. Longer stays by parents usually carry condition 8501, which requires adequate health insurance for the whole time in Australia. Depending on age, length of stay and country, the department may ask for a medical examination or chest x-ray.</p>",

    "<h2>Costs and processing</h2>",
    `<ul>${li([
      `Visa charge: ${f.fee600} when applying outside Australia.`,
      `Processing: Home Affairs publishes current processing times on ${f.processingTimes}.`,
      "When to apply: well before the planned trip, once you have checked those times; earlier if a health examination may be needed.",
    ])}</ul>`,

    "<h2>Check before you apply</h2>",
    '<p>Our free check asks the sponsor questions for you and shows what to fix before applying. <a href="/#checker">Start the free eligibility check</a>.</p>',
    `<p>Official sources: <a href="${officialPages.sponsoredStream}">sponsored family stream</a>, <a href="${officialPages.visitor600}">Visitor visa (subclass 600)</a>, <a href="${officialPages.parentsLongerVisas}">longer Visitor visas for parents</a>, <a href="${officialPages.processingTimes}">processing times</a>.</p>`,
    "<h3>Where the figures come from</h3>",
    `<ul>${li(sourceItems)}</ul>`,
    `<p><em>Figures compared with our facts record on ${formatIsoDate(FIGURES_COMPARED_ON)}. This page is general information, not immigration advice; the Department of Home Affairs decides every application.</em></p>`,
  ].join(""),
};

export const seedPages: SeedPage[] = [welcomePage, parentsGuidePage];
