import { facts, type FactKey } from "~/content/facts";
import { figureInForce, type FigureCheck } from "~/content/figures-in-force";
import type { Translate } from "~/modules/i18n/i18n";
import { formatAmount, formatDate } from "~/modules/i18n/format";
import type { Locale } from "~/modules/i18n/locales";
import { splitAround } from "~/modules/i18n/split";

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
 * the site only says what it knows. Built from the figure's state as the figures in force carry it
 * (figures-in-force.ts), so the browser words it exactly as the server did, without the facts registry.
 */
export function wordingOfCheck(check: FigureCheck, t: Translate, locale: Locale): FigureCheckWording {
  const value = check.amount === undefined ? (check.text ?? "") : formatAmount(check.amount, locale);
  const charge = check.charge;
  const link = charge ? t("changes.check.charge.link") : t("changes.check.other.link");
  const date = formatDate(charge ? check.effectiveFrom : check.checkedOn, locale);
  const [before, after] = splitAround((marker) =>
    charge ? t("changes.check.charge", { value, date, link: marker }) : t("changes.check.other", { value, date, link: marker }),
  );
  return { before, link, after, href: check.href };
}

/** The note for a figure, or null while it does not need checking. */
export function figureCheckWording(key: FactKey, t: Translate, locale: Locale): FigureCheckWording | null {
  const check = figureInForce(key)?.check;
  return check ? wordingOfCheck(check, t, locale) : null;
}

/** The notes for every figure that needs checking now, in the order of the facts module. */
export function figuresToCheck(t: Translate, locale: Locale): { key: FactKey; wording: FigureCheckWording }[] {
  return (Object.keys(facts) as FactKey[]).flatMap((key) => {
    const wording = figureCheckWording(key, t, locale);
    return wording ? [{ key, wording }] : [];
  });
}

/** The notes for some figures (a page's or an answer's), each once, in the order given. */
export function checkWordings(keys: readonly FactKey[], t: Translate, locale: Locale): { key: FactKey; wording: FigureCheckWording }[] {
  return [...new Set(keys)].flatMap((key) => {
    const wording = figureCheckWording(key, t, locale);
    return wording ? [{ key, wording }] : [];
  });
}
