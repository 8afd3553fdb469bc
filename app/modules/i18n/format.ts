import { formatAud, formatAudRange, formatIsoDate, formatList, formatRange } from "~/content/format";
import { intlLocales, type Locale } from "./locales";

/** Made once per language and options: an Intl formatter costs far more to make than to use. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * '2026-11-22' as a date in the page's language ('22 November 2026', '2026年11月22日'). English keeps the
 * site's own wording; the others use Intl, in UTC so the server and the browser print the same day.
 */
export function formatDate(iso: string, locale: Locale): string {
  if (locale === "en") return formatIsoDate(iso);
  const format = once(`date ${locale}`, () => new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" }));
  return format.format(new Date(`${iso}T00:00:00Z`));
}

function audFormat(locale: Locale): Intl.NumberFormat {
  return once(`aud ${locale}`, () => new Intl.NumberFormat(intlLocales[locale], { style: "currency", currency: "AUD", currencyDisplay: "code", maximumFractionDigits: 0 }));
}

/** A fee in AUD, as the language writes amounts ('AUD 200', '200 AUD'); English keeps the site's wording. */
export function formatAmount(aud: number, locale: Locale): string {
  return locale === "en" ? formatAud(aud) : audFormat(locale).format(aud);
}

/** A range of amounts in AUD ('AUD 5,000-15,000'). */
export function formatAmountRange(range: { min: number; max: number }, locale: Locale): string {
  return locale === "en" ? formatAudRange(range) : audFormat(locale).formatRange(range.min, range.max);
}

const numberFormat = (locale: Locale): Intl.NumberFormat => once(`number ${locale}`, () => new Intl.NumberFormat(intlLocales[locale]));

/** A range of numbers ('14-30', '14～30'). */
export function formatNumberRange(range: { min: number; max: number }, locale: Locale): string {
  return locale === "en" ? formatRange(range) : numberFormat(locale).formatRange(range.min, range.max);
}

/** Numbers as alternatives ('3, 6 or 12', '3、6、または12'). */
export function formatChoices(numbers: readonly number[], locale: Locale): string {
  if (locale === "en") return formatList(numbers);
  const format = numberFormat(locale);
  const list = once(`or ${locale}`, () => new Intl.ListFormat(intlLocales[locale], { type: "disjunction" }));
  return list.format(numbers.map((value) => format.format(value)));
}

const durationUnits: Readonly<Record<string, "year" | "month" | "day">> = { year: "year", years: "year", month: "month", months: "month", day: "day", days: "day" };

/** A length of time from the facts record ('5 years') in the language ('5年'); English keeps the record's words. */
export function formatDuration(duration: string, locale: Locale): string {
  const match = /^(\d+) (\w+)$/.exec(duration);
  const unit = match && durationUnits[match[2] as string];
  if (locale === "en" || !match || !unit) return duration;
  const text = once(`${unit} ${locale}`, () => new Intl.NumberFormat(intlLocales[locale], { style: "unit", unit, unitDisplay: "long" })).format(Number(match[1]));
  // CLDR spaces '5 年' in Japanese and Traditional Chinese; the sentences around it write '3か月', '3個月'.
  return locale === "ja" || locale.startsWith("zh") ? text.replace(/(\d)\s+/u, "$1") : text;
}

/** A paid extra's price on its offer: '$199 AUD' in English, as the offers have always shown it; the language's AUD amount elsewhere. */
export function formatOfferPrice(aud: number, locale: Locale): string {
  return locale === "en" ? `$${aud} AUD` : formatAmount(aud, locale);
}
