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
 * 'the United Kingdom' in a sentence); the other languages take the region names of Intl.DisplayNames, and
 * the passports that are not simply 'the passport of a country' (British kinds, Hong Kong and Macao) have
 * messages, which the English catalog words as the checker does (a test).
 */

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name in the language (the English name where the language has none). */
export function countryNameIn(code: string, locale: Locale): string {
  if (locale === "en") return countryName(code);
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocales[locale]], { type: "region", fallback: "none" });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? countryName(code);
}

/** The name inside a sentence: 'the United Kingdom' in English, the plain name elsewhere. */
export function countryNameInSentenceIn(code: string, locale: Locale): string {
  return locale === "en" ? countryNameInSentence(code) : countryNameIn(code, locale);
}

/** Passports with a name of their own, not just their country's. */
const namedPassports: ReadonlySet<string> = new Set([BRITISH_CITIZEN, BRITISH_NATIONAL_OVERSEAS, BRITISH_OTHER, "HK", "MO"]);

/** The passport as it reads in a list or a heading ('Australian citizen', 'United Kingdom: British Citizen'). */
export function passportNameIn(code: string, locale: Locale, t: Translate): string {
  if (code === AUSTRALIAN_CITIZEN || namedPassports.has(code)) return t(`passport.name.${code.toLowerCase()}`);
  return locale === "en" ? passportName(code) : countryNameIn(code, locale);
}

/** The passport inside a sentence ('a passport of Germany'); `start` capitalises it to begin one. */
export function passportInSentenceIn(code: string, locale: Locale, t: Translate, start = false): string {
  const phrase = namedPassports.has(code)
    ? t(`passport.in-sentence.${code.toLowerCase()}`)
    : t("passport.in-sentence.of", { country: countryNameInSentenceIn(code, locale) });
  return start ? phrase.charAt(0).toLocaleUpperCase(intlLocales[locale]) + phrase.slice(1) : phrase;
}

const countryLists = new Map<Locale, readonly Country[]>();

/**
 * The country list in the language, sorted by its names. The English names stay searchable, so a
 * traveller may type either ('日本' or 'Japan').
 */
export function countriesIn(locale: Locale): readonly Country[] {
  if (locale === "en") return countries;
  let list = countryLists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(intlLocales[locale]);
    list = countries
      .map((country) => {
        const name = countryNameIn(country.code, locale);
        return { code: country.code, name, searchNames: [name, ...country.searchNames] };
      })
      .sort((a, b) => collator.compare(a.name, b.name));
    countryLists.set(locale, list);
  }
  return list;
}

/** The passport list in the language, sorted by its names. */
export function passportOptionsIn(locale: Locale, t: Translate): readonly PassportOption[] {
  if (locale === "en") return passportOptions;
  const collator = new Intl.Collator(intlLocales[locale]);
  return passportOptions
    .map((option) => ({ code: option.code, name: passportNameIn(option.code, locale, t) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
