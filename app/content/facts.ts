/**
 * Every visa figure the site quotes, each with the official page it comes from and that page's own date
 * as read. Built from the project's facts record; where the product spec quotes an older figure, the
 * current one is used and the older figure is noted beside it.
 *
 * Two dates, never mixed up:
 * - `source.dated`: the date the source itself carries, as it was read ('page last updated 17/11/2025');
 *   null where no date was recorded. The site cannot reach the internet, so it never claims a live check.
 * - `FIGURES_COMPARED_ON`: when this module was last compared with the project's facts record.
 *
 * Facts with `indexedEachJuly` are visa application charges, which the Migration Regulations index on
 * 1 July every year: recheck them then.
 *
 * Each fact is its own export, so a page that quotes one fact does not download the whole module; the
 * values the questionnaire shows live in facts-questionnaire.ts for the same reason.
 */

import { SHORT_STAY_MONTHS, SPONSOR_MINIMUM_AGE, SPONSOR_SETTLED_YEARS } from "./facts-questionnaire";

import { figureInForce } from "./figures-in-force";
import { formatIsoDate } from "./format";

export { formatAud } from "./format";

export interface FactSource {
  /** Publisher and page, as shown beside the figure: 'Home Affairs: eVisitor (subclass 651)'. */
  name: string;
  url: string;
  /** The source's own date as read, in words; null when none was recorded. */
  dated: string | null;
}

/** Where a figure stands, known once the server has read it from the database (app/modules/figures). */
export interface FactStatus {
  /** When a person last compared it with its source (YYYY-MM-DD). */
  checkedOn: string;
  /** When its value took effect (YYYY-MM-DD). */
  effectiveFrom: string;
  /** A 1 July has passed since a charge was checked, or the figure is older than the check interval. */
  needsChecking: boolean;
}

/**
 * A figure. The values below are the seed: the server keeps the figures in the database, where an
 * administrator changes them, and puts the values in force into these objects (figures-service.server.ts),
 * so everything that reads `facts.x.value` when it builds an answer quotes the current figure.
 */
export interface Fact<T> {
  value: T;
  source: FactSource;
  /** A visa application charge indexed every 1 July. */
  indexedEachJuly: boolean;
  /** Absent where the figures were not read from the database (the browser, tests of the engine alone). */
  status?: FactStatus;
}

/**
 * A fact whose value and source are read through the figures in force (figures-in-force.ts): on the
 * server the stored figures, in the browser the page's data block; the seed where neither has one. Writing
 * sets this object's own figure (the server's stored figures, tests). Pure, so a bundle keeps only the
 * facts it uses. `status` is the server's; the browser reads a figure's state from the figures in force
 * (`figureInForce(key).check`), which is all a note beside it needs.
 */
function fact<T>(key: string, value: T, source: FactSource, indexedEachJuly: boolean): Fact<T> {
  return {
    get value() {
      const inForce = figureInForce(key);
      return inForce && "value" in inForce ? (inForce.value as T) : value;
    },
    set value(next) {
      value = next;
    },
    get source() {
      return figureInForce(key)?.source ?? source;
    },
    set source(next) {
      source = next;
    },
    indexedEachJuly,
  };
}

/** When the figures below were last compared with the project's facts record (ISO date). */
export const FIGURES_COMPARED_ON = "2026-11-23";

/** The same date for pages: ISO for <time>, and in words (formatted where page data is built, not in the browser). */
export const figuresComparedOn = { iso: FIGURES_COMPARED_ON, text: formatIsoDate(FIGURES_COMPARED_ON) } as const;

const homeAffairs600 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600";
const homeAffairs651 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/evisitor-651";
const sponsoredStream = `${homeAffairs600}/sponsored-family-stream`;
const homeAffairs601 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/electronic-travel-authority-601";
const homeAffairs444 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/special-category-444";
const businessStream = `${homeAffairs600}/business-visitor-stream`;
const processingTimes = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times";
const character = "https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/character";
const newZealandConvictionForm =
  "https://immi.homeaffairs.gov.au/help-support/departmental-forms/online-forms/travelling-with-a-criminal-conviction";
/** The Tourist stream page carries the section for parents of Australian citizens and permanent residents. */
const parentsLongerVisas = `${homeAffairs600}/tourist-stream-overseas`;
const shortStaySpecialist400 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-work-400";
const visaFinder = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-finder";
const migrationAct = "https://www.legislation.gov.au/C1958A00062/latest/text";
const passportOffice = "https://www.passports.gov.au/";
const visaPricingEstimator = "https://immi.homeaffairs.gov.au/visas/visa-pricing-estimator";
/** The visas a trip no visitor visa is meant for points to (eligibility/pointers.ts). */
const visaListing = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing";
const transit771 = `${visaListing}/transit-771`;
const workingHoliday417 = `${visaListing}/work-holiday-417`;
const workAndHoliday462 = `${visaListing}/work-holiday-462`;
const student500 = `${visaListing}/student-500`;
const medicalTreatment602 = `${visaListing}/medical-treatment-602`;

export const officialPages = {
  visitor600: homeAffairs600,
  eta601: homeAffairs601,
  eVisitor651: homeAffairs651,
  specialCategory444: homeAffairs444,
  sponsoredStream,
  businessStream,
  processingTimes,
  character,
  newZealandConvictionForm,
  parentsLongerVisas,
  passportOffice,
  shortStaySpecialist400,
  visaFinder,
  visaPricingEstimator,
  transit771,
  workingHoliday417,
  workAndHoliday462,
  student500,
  medicalTreatment602,
} as const;

const source600: FactSource = { name: "Home Affairs: Visitor visa (subclass 600)", url: homeAffairs600, dated: "page last updated 23/09/2024" };
/** The charges are set by the Migration Regulations 1994, schedule 1 item 1236, and shown on the subclass 600 page. */
const charges600: FactSource = {
  name: "Home Affairs: Visitor visa (subclass 600), charges under the Migration Regulations, schedule 1 item 1236",
  url: homeAffairs600,
  dated: "charge as indexed on 1 July 2025, quoted alike by 2026 guides",
};
const source651: FactSource = { name: "Home Affairs: eVisitor (subclass 651)", url: homeAffairs651, dated: "page last updated 17/11/2025" };
const sourceSponsored: FactSource = { name: "Home Affairs: Visitor visa, Sponsored Family stream", url: sponsoredStream, dated: null };
const source601: FactSource = { name: "Home Affairs: Electronic Travel Authority (subclass 601)", url: homeAffairs601, dated: null };
const sourceBusiness: FactSource = { name: "Home Affairs: Visitor visa, Business Visitor stream", url: businessStream, dated: null };
/** Home Affairs, not one embassy's copy of the same policy (an Indian parent was sent to the embassy in Tokyo). */
const sourceParents: FactSource = {
  name: "Home Affairs: Visitor visa (subclass 600), Tourist stream: parents of Australian citizens and permanent residents",
  url: parentsLongerVisas,
  dated: null,
};
/** Home Affairs publishes processing times per visa and stream, as percentiles, updated every month. */
const sourceProcessingTimes: FactSource = {
  name: "Home Affairs: global visa processing times (updated monthly)",
  url: processingTimes,
  dated: null,
};
const sourceLists: FactSource = {
  name: "Home Affairs: eVisitor (subclass 651) and ETA (subclass 601) eligible passports",
  url: homeAffairs651,
  dated: "lists read from pages captured in 2025-2026",
};

/** The first product copy quoted AUD 190 (early 2024); charges were indexed on 1 July 2024 and 1 July 2025. */
export const visitor600ChargeOutside: Fact<number> = /* @__PURE__ */ fact("visitor600ChargeOutside", 200, charges600, true);
export const visitor600ChargeInside: Fact<number> = /* @__PURE__ */ fact("visitor600ChargeInside", 500, charges600, true);
export const visitor600FrequentTravellerCharge: Fact<number> = /* @__PURE__ */ fact("visitor600FrequentTravellerCharge", 1480, charges600, true);
/** A service charge of the AustralianETA app, not a visa application charge: not indexed by the Regulations. */
export const etaServiceCharge: Fact<number> = /* @__PURE__ */ fact("etaServiceCharge", 20, source601, false);
export const eVisitorCharge: Fact<number> = /* @__PURE__ */ fact("eVisitorCharge", 0, source651, false);
export const eVisitorValidityMonths: Fact<number> = /* @__PURE__ */ fact("eVisitorValidityMonths", 12, source651, false);
export const eVisitorStayMonthsPerEntry: Fact<number> = /* @__PURE__ */ fact("eVisitorStayMonthsPerEntry", SHORT_STAY_MONTHS, source651, false);
export const etaStayMonthsPerEntry: Fact<number> = /* @__PURE__ */ fact("etaStayMonthsPerEntry", 3, source601, false);
/** Valid for this many months or until the passport expires, whichever comes first: a new passport needs a new ETA. */
export const etaValidityMonths: Fact<number> = /* @__PURE__ */ fact("etaValidityMonths", 12, source601, false);
export const etaDecision: Fact<string> = /* @__PURE__ */ fact("etaDecision", "usually immediate, sometimes up to 12 hours", source601, false);
export const visitor600StayMonths: Fact<readonly number[]> = /* @__PURE__ */ fact("visitor600StayMonths", [3, 6, 12], source600, false);
export const businessStreamMaxStayMonths: Fact<number> = /* @__PURE__ */ fact("businessStreamMaxStayMonths", 3, sourceBusiness, false);
/**
 * How often Home Affairs updates its processing times: the result, the FAQ and the guides point there instead
 * of quoting days (the '14-30 days, apply 1-2 months ahead' once quoted had no named source).
 */
export const processingTimesUpdated: Fact<"monthly"> = /* @__PURE__ */ fact("processingTimesUpdated", "monthly", sourceProcessingTimes, false);
export const sponsorMinimumAge: Fact<number> = /* @__PURE__ */ fact("sponsorMinimumAge", SPONSOR_MINIMUM_AGE, sourceSponsored, false);
/** 'Settled' means lawfully resident for a reasonable period; the department usually means about 2 years. */
export const sponsorSettledYears: Fact<number> = /* @__PURE__ */ fact("sponsorSettledYears", SPONSOR_SETTLED_YEARS, sourceSponsored, false);
/** Secondary sources quote this range; the department sets the amount case by case (form 1149). */
export const securityBondAud: Fact<{ min: number; max: number }> = /* @__PURE__ */ fact(
  "securityBondAud",
  { min: 5000, max: 15000 },
  { ...sourceSponsored, name: "Home Affairs: Sponsored Family stream and form 1149 (amounts as quoted by secondary sources)" },
  false,
);
/** Parents of Australian citizens and permanent residents: no more than 12 months in any 18. */
export const parentStayMonthsPerVisit: Fact<number> = /* @__PURE__ */ fact("parentStayMonthsPerVisit", 12, sourceParents, false);
export const parentStayWindowMonths: Fact<number> = /* @__PURE__ */ fact("parentStayWindowMonths", 18, sourceParents, false);
/**
 * The longest validity of a multiple-entry visitor visa for a parent, by the parent's situation. The first
 * product copy quoted '5 years' (parents page) and 'up to 3 years' (India page) without these conditions.
 */
export const parentMultiEntryValidity: Fact<{ inParentQueue: string; visitedBefore: string; firstVisit: string }> = /* @__PURE__ */ fact(
  "parentMultiEntryValidity",
  { inParentQueue: "5 years", visitedBefore: "3 years", firstVisit: "18 months" },
  sourceParents,
  false,
);
/** A sentence of at least this long makes a 'behaviour concern non-citizen', who cannot get a Special Category visa. */
export const behaviourConcernSentenceMonths: Fact<number> = /* @__PURE__ */ fact(
  "behaviourConcernSentenceMonths",
  12,
  { name: "Migration Act 1958, section 5(1): 'behaviour concern non-citizen'", url: migrationAct, dated: null },
  false,
);

/**
 * Processing figures: within how many days 90% of applications of a Visitor visa stream were decided. Home
 * Affairs publishes these each month on its processing times page, which could not be read for this record;
 * the seed is a named secondary source's report of Home Affairs' figures for October 2025, so it is seeded
 * as last checked then (seed-figures.ts) and is shown as needing a check against the official page until
 * an operator enters the current month's figure. No figure is published for the ETA or the eVisitor.
 */
const sourceProcessingReported: FactSource = {
  name: "Home Affairs: global visa processing times, 90% of applications decided, as reported by Australian Migration Agents",
  url: processingTimes,
  dated: "figures for October 2025",
};
/** Where the seeded processing figures were read: a secondary source's report, quoted by name and month. */
export const PROCESSING_FIGURES_REPORT = {
  name: "Australian Migration Agents: Visitor visa processing time Australia (2025 update)",
  url: "https://www.australianmigrationagents.com.au/it/news-and-updates/visitor-visa-processing-time-australia",
  month: "2025-10",
} as const;
export const processingDaysTourist: Fact<number> = /* @__PURE__ */ fact("processingDaysTourist", 23, sourceProcessingReported, false);
export const processingDaysBusiness: Fact<number> = /* @__PURE__ */ fact("processingDaysBusiness", 17, sourceProcessingReported, false);
export const processingDaysSponsored: Fact<number> = /* @__PURE__ */ fact("processingDaysSponsored", 61, sourceProcessingReported, false);

/** Passports eligible for an eVisitor (subclass 651), as ISO 3166-1 alpha-2 codes. The UK: British Citizen passports only. */
export const eVisitorPassports: Fact<readonly string[]> = /* @__PURE__ */ fact(
  "eVisitorPassports",
  [
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
    "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "AD", "IS", "LI", "MC", "NO", "SM", "CH", "GB", "VA",
  ],
  sourceLists,
  false,
);

/**
 * Passports eligible for an ETA (subclass 601). Taiwan: ordinary passports only, not official or
 * diplomatic ones; the UK: British Citizen (GB) and British National (Overseas) (GB-BNO).
 */
export const etaPassports: Fact<readonly string[]> = /* @__PURE__ */ fact(
  "etaPassports",
  [
    "AD", "AT", "BE", "BN", "CA", "DK", "FI", "FR", "DE", "GR", "HK", "IS", "IE", "IT", "JP", "LI", "LU", "MY", "MT",
    "MC", "NL", "NO", "PT", "SM", "SG", "KR", "ES", "SE", "CH", "TW", "GB", "GB-BNO", "US", "VA",
  ],
  { ...sourceLists, url: homeAffairs601 },
  false,
);

/** Every fact by name, for pages and checks that go through all of them. */
export const facts = {
  visitor600ChargeOutside,
  visitor600ChargeInside,
  visitor600FrequentTravellerCharge,
  etaServiceCharge,
  eVisitorCharge,
  eVisitorValidityMonths,
  eVisitorStayMonthsPerEntry,
  etaStayMonthsPerEntry,
  etaValidityMonths,
  etaDecision,
  visitor600StayMonths,
  businessStreamMaxStayMonths,
  processingTimesUpdated,
  sponsorMinimumAge,
  sponsorSettledYears,
  securityBondAud,
  parentStayMonthsPerVisit,
  parentStayWindowMonths,
  parentMultiEntryValidity,
  behaviourConcernSentenceMonths,
  eVisitorPassports,
  etaPassports,
  processingDaysTourist,
  processingDaysBusiness,
  processingDaysSponsored,
} as const;

export type FactKey = keyof typeof facts;

/** The source as one line: its name and, where recorded, its own date. */
export function describeSource(source: FactSource): string {
  return source.dated ? `${source.name} (${source.dated})` : source.name;
}

/** A source as shown beside figures: the page, its own date as read, and whether its fees are indexed every 1 July. */
export interface CitedSource extends FactSource {
  indexedEachJuly: boolean;
}

/** The sources of some facts, each page once, in the order first cited. */
export function sourcesOf(keys: readonly FactKey[]): CitedSource[] {
  const cited = new Map<string, CitedSource>();
  for (const key of keys) {
    const fact = facts[key];
    const id = `${fact.source.url} ${fact.source.name}`;
    const known = cited.get(id);
    if (known) known.indexedEachJuly ||= fact.indexedEachJuly;
    else cited.set(id, { ...fact.source, indexedEachJuly: fact.indexedEachJuly });
  }
  return [...cited.values()];
}
