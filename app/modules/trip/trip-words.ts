import { LONGEST_VISITOR_STAY_MONTHS } from "~/content/facts-questionnaire";
import { formatChoices, formatDate } from "~/modules/i18n/format";
import type { Translate } from "~/modules/i18n/i18n";
import type { Locale } from "~/modules/i18n/locales";
import { passportNameIn } from "~/modules/i18n/place-names";
import { visaName } from "~/modules/i18n/result-messages";
import type { PassportCheck, StayCheck, TripPlan, TripProblem } from "./trip";

/**
 * A trip plan in the page's language: every sentence the result's trip panel, the API and anything else
 * that shows the plan says, from the catalogs (English included). Dates are worded from their calendar
 * values, never through a time zone.
 */
export interface WordedTripPlan {
  /** Which passport to use and why, in one sentence; null without other passports. */
  passport: string | null;
  applyBy: {
    /** 'Apply by 14 January 2027', or what stands in its place. */
    headline: string;
    detail: string;
    /** The date (YYYY-MM-DD) where one was worked out. */
    date: string | null;
    passed: boolean;
  } | null;
  stay: string | null;
  passportValidity: string[];
}

function stayText(stay: StayCheck, locale: Locale, t: Translate): string {
  const days = stay.days;
  switch (stay.kind) {
    case "fits":
      return t("trip.stay.fits", { days, visa: visaName(stay.visa, t), months: stay.months });
    case "ask-for":
      return t("trip.stay.ask-for", { days, months: stay.months, choices: formatChoices(stay.choices, locale) });
    case "too-long":
      return t("trip.stay.too-long", { days, visa: visaName(stay.visa, t), months: stay.months });
    case "over-12-months":
      return t("trip.stay.over-12-months", { days, months: LONGEST_VISITOR_STAY_MONTHS });
  }
}

function passportTexts(check: PassportCheck, locale: Locale, t: Translate): string[] {
  const date = formatDate(check.expiry, locale);
  if (check.kind === "expired") return [t("trip.passport-expiry.expired", { date })];
  const until = formatDate(check.until, locale);
  const main =
    check.kind === "outlasts" ? t("trip.passport-expiry.outlasts", { date, until }) : t("trip.passport-expiry.during-trip", { date, until });
  return check.eta ? [main, t("trip.passport-expiry.eta")] : [main];
}

function passportText(plan: TripPlan, locale: Locale, t: Translate): string | null {
  const choice = plan.passport;
  if (!choice) return null;
  const passport = passportNameIn(choice.passport, locale, t);
  switch (choice.rank) {
    case "no-visa":
      return t("trip.passport.australian");
    case "special-category":
      return t("trip.passport.new-zealand");
    case "evisitor-free":
      return t("trip.passport.evisitor-free", { passport });
    default:
      return choice.visa ? t("trip.passport.use", { passport, visa: visaName(choice.visa, t) }) : t("trip.passport.no-visitor-visa", { passport });
  }
}

function applyByText(plan: TripPlan, locale: Locale, t: Translate): WordedTripPlan["applyBy"] {
  const applyBy = plan.applyBy;
  if (!applyBy) return null;
  const visa = visaName(applyBy.visa, t);
  if (applyBy.kind === "no-figure") {
    return { headline: t("trip.apply-by.no-figure.headline"), detail: t("trip.apply-by.no-figure", { visa }), date: null, passed: false };
  }
  if (applyBy.kind === "no-arrival") {
    return { headline: t("trip.apply-by.no-arrival.headline"), detail: t("trip.apply-by.no-arrival"), date: null, passed: false };
  }
  const date = formatDate(applyBy.date, locale);
  const arrive = formatDate(plan.trip.arrive ?? applyBy.date, locale);
  const rule = t("trip.apply-by.rule", { arrive, days: applyBy.figure.days, visa });
  return {
    headline: t("trip.apply-by.headline", { date }),
    detail: applyBy.passed ? `${rule} ${t("trip.apply-by.passed")}` : `${rule} ${t("trip.apply-by.days-left", { count: applyBy.daysLeft })}`,
    date: applyBy.date,
    passed: applyBy.passed,
  };
}

/** The plan in words. */
export function wordTripPlan(plan: TripPlan, locale: Locale, t: Translate): WordedTripPlan {
  return {
    passport: passportText(plan, locale, t),
    applyBy: applyByText(plan, locale, t),
    stay: plan.stay && stayText(plan.stay, locale, t),
    passportValidity: plan.passportValidity ? passportTexts(plan.passportValidity, locale, t) : [],
  };
}

/** What the form says beside a value it dropped. */
export function tripProblemText(problem: TripProblem, t: Translate): string {
  switch (problem) {
    case "not-a-date":
      return t("trip.problem.not-a-date");
    case "date-passed":
      return t("trip.problem.date-passed");
    case "depart-before-arrive":
      return t("trip.problem.depart-before-arrive");
    case "not-a-passport":
      return t("trip.problem.not-a-passport");
  }
}

/** The processing figure's source in words: the figure, the month and who reported it. */
export function processingSourceText(plan: TripPlan, t: Translate): string | null {
  const applyBy = plan.applyBy;
  if (applyBy?.kind !== "date") return null;
  const { figure } = applyBy;
  return t("trip.apply-by.source", {
    days: figure.days,
    source: figure.source.name,
    dated: figure.source.dated ?? "",
  });
}
