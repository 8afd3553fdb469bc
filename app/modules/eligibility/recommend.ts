import { eVisitorPassports, etaPassports, facts, formatAud, officialPages } from "~/content/facts";
import { countryNameInSentence } from "./countries";
import { isStream, type Answers } from "./questions";

export type VisaId = "evisitor-651" | "eta-601" | "visitor-600-tourist" | "visitor-600-sponsored" | "visitor-600-business";

export interface Visa {
  id: VisaId;
  name: string;
  /** What it costs now, from the facts module. */
  charge: string;
  /** One or two sentences on what it allows. */
  summary: string;
  officialUrl: string;
}

export interface Recommendation {
  /** The visa that fits best. */
  visa: Visa;
  /** When the fit depends on the passport: 'If you hold a passport of Germany'. */
  passportCondition?: string;
  /** Visas the same passport also allows (an ETA beside an eVisitor). */
  alsoPossible: Visa[];
  /** The visa for everyone else when `passportCondition` does not hold. */
  otherwise?: Visa;
  notes: string[];
}

const visitor600Charge = `${formatAud(facts.visitor600ChargeOutside.value)} base charge when you apply outside Australia`;
const stayMonths = facts.visitor600StayMonths.value;
const processing = facts.visitor600ProcessingDays.value;
const applyAhead = facts.applyAheadMonths.value;
const bond = facts.securityBondAud.value;

export const visas: Readonly<Record<VisaId, Visa>> = {
  "evisitor-651": {
    id: "evisitor-651",
    name: "eVisitor (subclass 651)",
    charge: facts.eVisitorCharge.value === 0 ? "Free: no visa charge" : formatAud(facts.eVisitorCharge.value),
    summary: `Valid for ${facts.eVisitorValidityMonths.value} months, for stays of up to ${facts.eVisitorStayMonthsPerEntry.value} months each visit, for tourism, visiting family or business visitor activities.`,
    officialUrl: officialPages.eVisitor651,
  },
  "eta-601": {
    id: "eta-601",
    name: "Electronic Travel Authority (ETA, subclass 601)",
    charge: `No visa charge; ${formatAud(facts.etaServiceCharge.value)} service charge in the AustralianETA app`,
    summary: `Valid for ${facts.etaValidityMonths.value} months, for stays of up to ${facts.etaStayMonthsPerEntry.value} months each visit. Decisions are ${facts.etaDecision.value}.`,
    officialUrl: officialPages.eta601,
  },
  "visitor-600-tourist": {
    id: "visitor-600-tourist",
    name: "Visitor visa (subclass 600), Tourist stream",
    charge: visitor600Charge,
    summary: `Stays of ${stayMonths.slice(0, -1).join(", ")} or ${stayMonths.at(-1)} months. Processing often takes ${processing.min}-${processing.max} days, so apply ${applyAhead.min}-${applyAhead.max} months before you travel.`,
    officialUrl: officialPages.visitor600,
  },
  "visitor-600-sponsored": {
    id: "visitor-600-sponsored",
    name: "Visitor visa (subclass 600), Sponsored Family stream",
    charge: visitor600Charge,
    summary: `Your relative in Australia sponsors your visit. The department may ask for a security bond (often ${formatAud(bond.min)}-${bond.max.toLocaleString("en-AU")} per person), refunded after you leave on time.`,
    officialUrl: officialPages.sponsoredStream,
  },
  "visitor-600-business": {
    id: "visitor-600-business",
    name: "Visitor visa (subclass 600), Business Visitor stream",
    charge: visitor600Charge,
    summary: `Stays of up to ${facts.businessStreamMaxStayMonths.value} months for business visitor activities: enquiries, contract negotiations, official government visits or an unpaid conference.`,
    officialUrl: officialPages.businessStream,
  },
};

/**
 * The checker asks where a person lives, but ETA and eVisitor eligibility depends on the passport,
 * so the recommendation is phrased as a condition on the passport.
 */
export function passportPhrase(countryCode: string): string {
  switch (countryCode) {
    case "GB":
      return "If you hold a British Citizen passport";
    case "HK":
      return "If you hold a Hong Kong (SAR) passport";
    case "TW":
      return "If you hold a Taiwan passport (not an official or diplomatic one)";
    default:
      return `If you hold a passport of ${countryNameInSentence(countryCode)}`;
  }
}

const convictionNote =
  "With a criminal conviction, apply for a Visitor visa (subclass 600), not an ETA or eVisitor, and declare every conviction.";

/**
 * Which visa fits the answers (a documented rule, see docs/decisions/002):
 * - tourist: eVisitor (free) when the country is on the eVisitor list, else ETA when on the ETA list,
 *   else the Visitor 600 tourist stream; a 'no' on character always means the 600;
 * - sponsored: the 600 Sponsored Family stream;
 * - business: the 600 Business Visitor stream, noting that an ETA or eVisitor also allows business
 *   visitor activities for eligible passports.
 */
export function recommend(answers: Answers): Recommendation {
  const country = answers.country ?? "";
  const stream = isStream(answers.stream) ? answers.stream : "tourist";
  const eVisitor = eVisitorPassports.includes(country);
  const eta = etaPassports.includes(country);

  if (stream === "sponsored") {
    return {
      visa: visas["visitor-600-sponsored"],
      alsoPossible: [],
      notes: [
        `Parents of Australian citizens or permanent residents may be granted stays of up to ${facts.parentStayMonthsPerVisit.value} months per visit (no more than ${facts.parentStayMonthsPerVisit.value} months in any ${facts.parentStayWindowMonths.value}).`,
      ],
    };
  }

  if (stream === "business") {
    const shortVisas = [eVisitor && "an eVisitor (free)", eta && "an ETA"].filter(Boolean).join(" or ");
    return {
      visa: visas["visitor-600-business"],
      alsoPossible: [],
      notes: [
        shortVisas
          ? `${passportPhrase(country)}, ${shortVisas} also allows business visitor activities and may be simpler.`
          : "Holders of passports that can get an ETA or eVisitor may use those for business visitor activities too.",
      ],
    };
  }

  if (answers.character === "no") {
    return { visa: visas["visitor-600-tourist"], alsoPossible: [], notes: [convictionNote] };
  }
  if (eVisitor || eta) {
    return {
      visa: eVisitor ? visas["evisitor-651"] : visas["eta-601"],
      passportCondition: passportPhrase(country),
      alsoPossible: eVisitor && eta ? [visas["eta-601"]] : [],
      otherwise: visas["visitor-600-tourist"],
      notes: [],
    };
  }
  return {
    visa: visas["visitor-600-tourist"],
    alsoPossible: [],
    notes: [
      "The ETA and eVisitor are open only to passports of certain countries. If your passport is from another country than where you live, check which visa your passport allows.",
    ],
  };
}
