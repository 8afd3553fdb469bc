import fs from "node:fs";
import path from "node:path";
import { countries } from "~/modules/eligibility/countries";
import { intlLocales, type Locale } from "~/modules/i18n/locales";

/** Printable ASCII and the typographic marks the site's English texts use. */
const basicCharacters =
  Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join("") + "\u00a0\u202f‘’“”–—…•·×©®°";

/**
 * Messages no PDF prints: the reminder's form, pages and e-mails (mail clients bring their own fonts), the trip
 * form and plan, the About page, Why Visit Australia and the passport guides (web pages only).
 */
const notPrinted = ["reminder.", "trip.", "about.", "why-visit.", "passport-guide."];

/** The texts of a language's catalog (its PO file's `msgstr` lines) that a PDF may print. */
export function catalogTexts(locale: Locale, root = process.cwd()): string {
  const file = path.join(root, "app/modules/i18n/catalogs", `${locale}.po`);
  return [...fs.readFileSync(file, "utf8").matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .filter((match) => !notPrinted.some((prefix) => (match[1] ?? "").startsWith(prefix)))
    .map((match) => match[2])
    .join("\n");
}

/** The country names the PDF prints in the language: the checker's list in English, the checked-in names elsewhere. */
export function placeNamesIn(locale: Locale, root = process.cwd()): string {
  if (locale === "en") return countries.map((country) => country.name).join("\n");
  const file = path.join(root, "app/modules/i18n/catalogs/places", `${locale}.json`);
  return Object.values(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>).join("\n");
}

/** Each month's date as the language writes it (the PDF's 'Created on' and the figures' date). */
function datesIn(locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocales[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 28))).join("\n");
}

/** The characters a language's result PDF can print: its messages, names, dates and the basic marks. */
export function charactersToCover(locale: Locale, root = process.cwd()): Set<string> {
  return new Set([...basicCharacters, ...catalogTexts(locale, root), ...placeNamesIn(locale, root), ...datesIn(locale)].filter((character) => character !== "\n"));
}
