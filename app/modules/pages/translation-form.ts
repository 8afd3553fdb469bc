import { localeNames, type Locale } from "~/modules/i18n/locales";

/** What the admin area (English) calls each language a page may be translated into, with the language's own name. */
export const translationLanguageNames: Readonly<Record<Exclude<Locale, "en">, string>> = {
  "zh-hans": `Chinese, Simplified (${localeNames["zh-hans"]})`,
  "zh-hant": `Chinese, Traditional (${localeNames["zh-hant"]})`,
  ja: `Japanese (${localeNames.ja})`,
  ko: `Korean (${localeNames.ko})`,
  hi: `Hindi (${localeNames.hi})`,
  id: `Indonesian (${localeNames.id})`,
  vi: `Vietnamese (${localeNames.vi})`,
};

export const translationMessages = {
  slugTaken: "This language already uses this URL slug for another page. Please choose a different one.",
} as const;

export type TranslationFormField = "title" | "slug" | "content";
