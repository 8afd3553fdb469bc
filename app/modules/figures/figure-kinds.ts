import type { FactKey } from "~/content/facts";
import { formatAud, formatAudRange } from "~/content/format";
import { AUSTRALIAN_CITIZEN, NEW_ZEALAND, passportsByCode } from "~/modules/eligibility/passports";
import { z } from "~/lib/zod";

/**
 * What kind of value each figure holds, how an administrator types it and how it is checked. Values are
 * stored as JSON in the shape the facts module uses, so the checker reads a stored value exactly like the
 * seeded one.
 */
export type FigureKind = "aud" | "count" | "range" | "aud-range" | "month-list" | "text" | "validity" | "passports";

export const figureKinds: Readonly<Record<FactKey, FigureKind>> = {
  visitor600ChargeOutside: "aud",
  visitor600ChargeInside: "aud",
  visitor600FrequentTravellerCharge: "aud",
  etaServiceCharge: "aud",
  eVisitorCharge: "aud",
  eVisitorValidityMonths: "count",
  eVisitorStayMonthsPerEntry: "count",
  etaStayMonthsPerEntry: "count",
  etaValidityMonths: "count",
  etaDecision: "text",
  visitor600StayMonths: "month-list",
  businessStreamMaxStayMonths: "count",
  processingTimesUpdated: "text",
  sponsorMinimumAge: "count",
  sponsorSettledYears: "count",
  securityBondAud: "aud-range",
  parentStayMonthsPerVisit: "count",
  parentStayWindowMonths: "count",
  parentMultiEntryValidity: "validity",
  behaviourConcernSentenceMonths: "count",
  eVisitorPassports: "passports",
  etaPassports: "passports",
  processingDaysTourist: "count",
  processingDaysBusiness: "count",
  processingDaysSponsored: "count",
};

/** What the admin form says to type, per kind. */
export const kindHints: Readonly<Record<FigureKind, string>> = {
  aud: "A whole number of Australian dollars, e.g. 200 (0 for free).",
  count: "A whole number, e.g. 12.",
  range: "Two whole numbers, lowest first, e.g. 14-30.",
  "aud-range": "Two whole numbers of Australian dollars, lowest first, e.g. 5000-15000.",
  "month-list": "Whole numbers of months separated by commas, e.g. 3, 6, 12.",
  text: "A short text, as the site shows it.",
  validity: "Three durations separated by semicolons: in the Parent visa queue; visited before; first visit. E.g. 5 years; 3 years; 18 months.",
  passports: "Passport codes separated by commas or spaces, e.g. AT, BE, GB. Only codes the checker offers.",
};

export type FigureValue = number | string | readonly number[] | readonly string[] | { min: number; max: number } | Record<string, string>;

const whole = (what: string, max: number) =>
  z
    .string()
    .regex(/^\s*\d+\s*$/, `${what} must be a whole number, e.g. 200`)
    .transform((text) => Number(text.trim()))
    .refine((value) => value <= max, `${what} must be at most ${max}`);

const range = (what: string, max: number) =>
  z
    .string()
    .regex(/^\s*\d+\s*[-–]\s*\d+\s*$/, `Type two whole numbers of ${what}, lowest first, e.g. 14-30`)
    .transform((text) => {
      const [min, max] = text.split(/[-–]/).map((part) => Number(part.trim())) as [number, number];
      return { min, max };
    })
    .refine((value) => value.min <= value.max, "The first number must not be larger than the second")
    .refine((value) => value.max <= max, `The numbers must be at most ${max}`);

/** A passport code the checker offers (never New Zealand or Australian passports, which need no visitor visa). */
function isListablePassport(code: string): boolean {
  return passportsByCode.has(code) && code !== NEW_ZEALAND && code !== AUSTRALIAN_CITIZEN;
}

/** How the typed value of each kind is read and checked; each gives the value stored. */
export const valueSchemas: Readonly<Record<FigureKind, z.ZodType<FigureValue, string>>> = {
  aud: whole("A charge in AUD", 1_000_000),
  count: whole("The figure", 1000),
  range: range("days or months", 1000),
  "aud-range": range("Australian dollars", 1_000_000),
  "month-list": z
    .string()
    .transform((text) => text.split(/[,\s]+/).filter(Boolean))
    .refine((parts) => parts.length > 0 && parts.every((part) => /^\d{1,3}$/.test(part)), "Type whole numbers of months separated by commas, e.g. 3, 6, 12")
    .transform((parts) => parts.map(Number)),
  text: z.string().trim().min(1, "Type the figure").max(200, "Keep it under 200 characters"),
  validity: z
    .string()
    .transform((text) => text.split(";").map((part) => part.trim()))
    .refine((parts) => parts.length === 3 && parts.every((part) => part.length > 0 && part.length <= 40), "Type three durations separated by semicolons")
    .transform(([inParentQueue, visitedBefore, firstVisit]) => ({ inParentQueue, visitedBefore, firstVisit }) as Record<string, string>),
  passports: z
    .string()
    .transform((text) => [...new Set(text.toUpperCase().split(/[,\s]+/).filter(Boolean))])
    .superRefine((codes, context) => {
      if (codes.length === 0) context.addIssue({ code: "custom", message: "List at least one passport code" });
      const unknown = codes.filter((code) => !isListablePassport(code));
      if (unknown.length) context.addIssue({ code: "custom", message: `Not a passport the checker offers: ${unknown.join(", ")}` });
    }),
};

/** A stored value as the admin form shows it for editing. */
export function valueAsInput(kind: FigureKind, value: FigureValue): string {
  switch (kind) {
    case "range":
    case "aud-range": {
      const { min, max } = value as { min: number; max: number };
      return `${min}-${max}`;
    }
    case "month-list":
    case "passports":
      return (value as readonly (string | number)[]).join(", ");
    case "validity": {
      const v = value as Record<string, string>;
      return [v.inParentQueue, v.visitedBefore, v.firstVisit].join("; ");
    }
    default:
      return String(value);
  }
}

/** A value for lists and history: 'AUD 200', '14-30', '3, 6, 12', '36 passports'. */
export function describeValue(kind: FigureKind, value: FigureValue): string {
  if (kind === "aud") return formatAud(Number(value));
  if (kind === "aud-range") return formatAudRange(value as { min: number; max: number });
  if (kind === "passports") return `${(value as readonly string[]).length} passports: ${valueAsInput(kind, value)}`;
  return valueAsInput(kind, value);
}
