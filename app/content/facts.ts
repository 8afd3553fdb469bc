/**
 * Every visa figure the site quotes, with its source and the date it was read.
 * Built from the project's facts file; where the product spec quotes an older figure, the current one
 * is used and the spec's figure is noted beside it.
 */

export interface Fact<T> {
  value: T;
  /** Where the figure was read. */
  source: string;
  sourceUrl: string;
  /** When the figure was last checked against its source (ISO date). */
  asOf: string;
}

/** Shown on every page that quotes these facts: 'Information last reviewed: …'. */
export const FACTS_LAST_REVIEWED = "2026-11-22";

const homeAffairs600 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600";
const homeAffairs601 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/electronic-travel-authority-601";
const homeAffairs651 = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/evisitor-651";
const sponsoredStream = `${homeAffairs600}/sponsored-family-stream`;
const businessStream = `${homeAffairs600}/business-visitor-stream`;
const processingTimes = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times";

export const facts = {
  /** The spec quotes AUD 190 (early 2024); charges were indexed on 1 July 2024 and 1 July 2025. */
  visitor600ChargeOutside: {
    value: 200,
    source: "Migration Regulations, schedule 1 item 1236; Home Affairs subclass 600 page",
    sourceUrl: homeAffairs600,
    asOf: "2026-11-22",
  },
  visitor600ChargeInside: {
    value: 500,
    source: "Migration Regulations, schedule 1 item 1236",
    sourceUrl: homeAffairs600,
    asOf: "2026-11-22",
  },
  visitor600FrequentTravellerCharge: {
    value: 1480,
    source: "Migration Regulations, schedule 1 item 1236",
    sourceUrl: homeAffairs600,
    asOf: "2026-11-22",
  },
  etaServiceCharge: {
    value: 20,
    source: "Home Affairs, Electronic Travel Authority (subclass 601): no visa charge, AUD 20 service charge in the AustralianETA app",
    sourceUrl: homeAffairs601,
    asOf: "2026-11-22",
  },
  eVisitorCharge: {
    value: 0,
    source: "Home Affairs, eVisitor (subclass 651), page last updated 17/11/2025",
    sourceUrl: homeAffairs651,
    asOf: "2026-11-22",
  },
  eVisitorValidityMonths: {
    value: 12,
    source: "Home Affairs, eVisitor (subclass 651)",
    sourceUrl: homeAffairs651,
    asOf: "2026-11-22",
  },
  eVisitorStayMonthsPerEntry: {
    value: 3,
    source: "Home Affairs, eVisitor (subclass 651)",
    sourceUrl: homeAffairs651,
    asOf: "2026-11-22",
  },
  etaStayMonthsPerEntry: {
    value: 3,
    source: "Home Affairs, Electronic Travel Authority (subclass 601)",
    sourceUrl: homeAffairs601,
    asOf: "2026-11-22",
  },
  etaValidityMonths: {
    value: 12,
    source: "Home Affairs, Electronic Travel Authority (subclass 601)",
    sourceUrl: homeAffairs601,
    asOf: "2026-11-22",
  },
  visitor600StayMonths: {
    value: [3, 6, 12] as const,
    source: "Home Affairs, Visitor visa (subclass 600)",
    sourceUrl: homeAffairs600,
    asOf: "2026-11-22",
  },
  businessStreamMaxStayMonths: {
    value: 3,
    source: "Home Affairs, Visitor visa (subclass 600) business visitor stream",
    sourceUrl: businessStream,
    asOf: "2026-11-22",
  },
  /** Longer-validity visas for parents of Australian citizens and permanent residents. */
  parentStayMonthsPerVisit: {
    value: 12,
    source: "Australian Embassy pages on longer-validity visitor visas for parents (no more than 12 months in any 18)",
    sourceUrl: homeAffairs600,
    asOf: "2026-11-22",
  },
  parentStayWindowMonths: {
    value: 18,
    source: "Australian Embassy pages on longer-validity visitor visas for parents",
    sourceUrl: homeAffairs600,
    asOf: "2026-11-22",
  },
  /** The spec's India page says up to 3 years and the parents page 5 years; both are in this list. */
  parentMultiEntryValidity: {
    value: ["5 years", "3 years", "18 months"] as const,
    source: "Australian Embassy pages on longer-validity visitor visas for parents",
    sourceUrl: homeAffairs600,
    asOf: "2026-11-22",
  },
  visitor600ProcessingDays: {
    value: { min: 14, max: 30 } as const,
    source: "Home Affairs publishes a processing-time estimator rather than fixed figures; guides quote 14-30 days. Pages last updated 11/12/2025",
    sourceUrl: processingTimes,
    asOf: "2026-11-22",
  },
  applyAheadMonths: {
    value: { min: 1, max: 2 } as const,
    source: "Home Affairs processing-time pages; common guidance to apply 1-2 months before travel",
    sourceUrl: processingTimes,
    asOf: "2026-11-22",
  },
  etaDecision: {
    value: "usually immediate, sometimes up to 12 hours",
    source: "Home Affairs, Electronic Travel Authority (subclass 601)",
    sourceUrl: homeAffairs601,
    asOf: "2026-11-22",
  },
  sponsorMinimumAge: {
    value: 18,
    source: "Home Affairs, subclass 600 sponsored family stream",
    sourceUrl: sponsoredStream,
    asOf: "2026-11-22",
  },
  sponsorSettledYears: {
    value: 2,
    source: "Home Affairs, subclass 600 sponsored family stream (usually about 2 years)",
    sourceUrl: sponsoredStream,
    asOf: "2026-11-22",
  },
  /** Secondary sources; the department sets the amount case by case. */
  securityBondAud: {
    value: { min: 5000, max: 15000 } as const,
    source: "Home Affairs sponsored family stream page and form 1149; amounts as quoted by secondary sources",
    sourceUrl: sponsoredStream,
    asOf: "2026-11-22",
  },
} satisfies Record<string, Fact<unknown>>;

export const officialPages = {
  visitor600: homeAffairs600,
  eta601: homeAffairs601,
  eVisitor651: homeAffairs651,
  sponsoredStream,
  businessStream,
  processingTimes,
} as const;

/** Passports eligible for an eVisitor (subclass 651), as ISO 3166-1 alpha-2 codes. The UK: British Citizen passports only. */
export const eVisitorPassports: readonly string[] = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
  "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "AD", "IS", "LI", "MC", "NO", "SM", "CH", "GB", "VA",
];

/** Passports eligible for an ETA (subclass 601). Taiwan: not official or diplomatic passports; UK: British Citizen and BN(O). */
export const etaPassports: readonly string[] = [
  "AD", "AT", "BE", "BN", "CA", "DK", "FI", "FR", "DE", "GR", "HK", "IS", "IE", "IT", "JP", "LI", "LU", "MY", "MT",
  "MC", "NL", "NO", "PT", "SM", "SG", "KR", "ES", "SE", "CH", "TW", "GB", "US", "VA",
];

export const passportListsAsOf = "2026-11-22";

/** 'AUD 200' style money, whole dollars. */
export function formatAud(amount: number): string {
  return `AUD ${amount.toLocaleString("en-AU")}`;
}
