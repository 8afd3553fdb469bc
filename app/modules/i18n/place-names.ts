import { countries, countryName, countryNameInSentence, type Country } from "~/modules/eligibility/countries";
import { passportName } from "~/modules/eligibility/passport-names";
import {
  AUSTRALIAN_CITIZEN,
  BRITISH_CITIZEN,
  BRITISH_NATIONAL_OVERSEAS,
  BRITISH_OTHER,
  passportOptions,
  type PassportOption,
} from "~/modules/eligibility/passports";
import type { Translate } from "./i18n";
import { intlLocales, type Locale } from "./locales";

/**
 * Country and passport names in the page's language. English keeps the checker's own list (everyday names,
 * 'the United Kingdom' in a sentence); the other languages take their names from the page's messages
 * ('place.jp'), which the server adds to each catalog from the checked-in names of
 * app/modules/i18n/catalogs/places (see scripts/generate-place-names.ts), never from the runtime's
 * Intl.DisplayNames: Node's and the browser's differ, and a page named one way by the server and another
 * by the browser fails to hydrate. The passports that are not simply 'the passport of a country' (British
 * kinds, Hong Kong and Macao) have messages, which the English catalog words as the checker does (a test).
 */

/** The message id of a country's name ('JP' -> 'place.jp'). */
export function placeMessageId(code: string): string {
  return `place.${code.toLowerCase()}`;
}

/** Whether a message id is a country's name (added from the place names, not written in a catalog). */
export function isPlaceMessageId(id: string): boolean {
  return id.startsWith("place.");
}

/** A country's name in the language (the English name where the messages have none). */
export function countryNameIn(code: string, locale: Locale, t: Translate): string {
  if (locale === "en") return countryName(code);
  const id = placeMessageId(code);
  const name = t(id);
  return name === id ? countryName(code) : name;
}

/** The name inside a sentence: 'the United Kingdom' in English, the plain name elsewhere. */
export function countryNameInSentenceIn(code: string, locale: Locale, t: Translate): string {
  return locale === "en" ? countryNameInSentence(code) : countryNameIn(code, locale, t);
}

/** Passports with a name of their own, not just their country's. */
const namedPassports: ReadonlySet<string> = new Set([BRITISH_CITIZEN, BRITISH_NATIONAL_OVERSEAS, BRITISH_OTHER, "HK", "MO"]);

/** The passport as it reads in a list or a heading ('Australian citizen', 'United Kingdom: British Citizen'). */
export function passportNameIn(code: string, locale: Locale, t: Translate): string {
  if (code === AUSTRALIAN_CITIZEN || namedPassports.has(code)) return t(`passport.name.${code.toLowerCase()}`);
  return locale === "en" ? passportName(code) : countryNameIn(code, locale, t);
}

/** The passport inside a sentence ('a passport of Germany'); `start` capitalises it to begin one. */
export function passportInSentenceIn(code: string, locale: Locale, t: Translate, start = false): string {
  const phrase = namedPassports.has(code)
    ? t(`passport.in-sentence.${code.toLowerCase()}`)
    : t("passport.in-sentence.of", { country: countryNameInSentenceIn(code, locale, t) });
  return start ? phrase.charAt(0).toLocaleUpperCase(intlLocales[locale]) + phrase.slice(1) : phrase;
}

const countryLists = new Map<Locale, readonly Country[]>();
const collators = new Map<Locale, Intl.Collator>();

/**
 * Sorts by the language's names. Node's and Chromium's collation order these names alike (the browser
 * test of every language's pages, tests/e2e/console-clean.spec.ts, would see a list the browser orders
 * otherwise as a hydration error).
 */
function byName(locale: Locale): (a: { name: string }, b: { name: string }) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(intlLocales[locale]);
    collators.set(locale, collator);
  }
  const compare = collator.compare;
  return (a, b) => compare(a.name, b.name);
}

/**
 * The country list in the language, sorted by its names. The English names stay searchable, so a
 * traveller may type either ('日本' or 'Japan').
 */
export function countriesIn(locale: Locale, t: Translate): readonly Country[] {
  if (locale === "en") return countries;
  const cached = countryLists.get(locale);
  if (cached) return cached;
  const list = countries
    .map((country) => {
      const name = countryNameIn(country.code, locale, t);
      return { code: country.code, name, searchNames: [name, ...country.searchNames] };
    })
    .sort(byName(locale));
  // Kept once the names have arrived: they come all together, with the checker's messages.
  const probe = placeMessageId("JP");
  if (t(probe) !== probe) countryLists.set(locale, list);
  return list;
}

/** The passport list in the language, sorted by its names. */
export function passportOptionsIn(locale: Locale, t: Translate): readonly PassportOption[] {
  if (locale === "en") return passportOptions;
  return passportOptions.map((option) => ({ code: option.code, name: passportNameIn(option.code, locale, t) })).sort(byName(locale));
}
