import { facts, officialPages, type FactKey } from "~/content/facts";
import type { Translate } from "~/modules/i18n/i18n";
import { formatAmount, formatDate } from "~/modules/i18n/format";
import type { Locale } from "~/modules/i18n/locales";
import { splitAround } from "~/modules/i18n/split";
import { describeValue, figureKinds, type FigureValue } from "./figure-kinds";

/** The note beside a figure that needs checking, in the page's language, split around its link. */
export interface FigureCheckWording {
  before: string;
  link: string;
  after: string;
  href: string;
}

/**
 * What a page says beside a figure that may be out of date: the last known figure, the day it was set
 * (a charge) or last checked (anything else), and where to read the current one. Never a new amount:
 * the site only says what it knows. Null while the figure does not need checking.
 */
export function figureCheckWording(key: FactKey, t: Translate, locale: Locale): FigureCheckWording | null {
  const fact = facts[key];
  const status = fact.status;
  if (!status?.needsChecking) return null;
  const kind = figureKinds[key];
  const value = kind === "aud" ? formatAmount(fact.value as number, locale) : describeValue(kind, fact.value as FigureValue);
  const charge = fact.indexedEachJuly;
  const link = charge ? t("changes.check.charge.link") : t("changes.check.other.link");
  const date = formatDate(charge ? status.effectiveFrom : status.checkedOn, locale);
  const [before, after] = splitAround((marker) =>
    charge ? t("changes.check.charge", { value, date, link: marker }) : t("changes.check.other", { value, date, link: marker }),
  );
  return { before, link, after, href: charge ? officialPages.visaPricingEstimator : fact.source.url };
}

/** The notes for every figure that needs checking now, in the order of the facts module. */
export function figuresToCheck(t: Translate, locale: Locale): { key: FactKey; wording: FigureCheckWording }[] {
  return (Object.keys(facts) as FactKey[]).flatMap((key) => {
    const wording = figureCheckWording(key, t, locale);
    return wording ? [{ key, wording }] : [];
  });
}
