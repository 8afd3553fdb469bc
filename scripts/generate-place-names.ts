// Writes the country names of every language but English (app/modules/i18n/catalogs/places/{locale}.json).
//
// The names are checked in, not looked up at run time: each runtime's Intl.DisplayNames has its own copy of
// the region names (Node's and a browser's differ, e.g. Japanese 'Palestine'), and a page whose server and
// browser name a place differently fails to hydrate. Run by hand when the country list changes or a name
// should change: `npx tsx scripts/generate-place-names.ts`; review the diff before committing.
import fs from "node:fs";
import path from "node:path";
import { countries } from "../app/modules/eligibility/countries";
import { intlLocales, locales, type Locale } from "../app/modules/i18n/locales";

const outDir = path.resolve(import.meta.dirname, "../app/modules/i18n/catalogs/places");

/**
 * Places whose full names are administrative titles ('Hong Kong Special Administrative Region of the
 * People's Republic of China', 'Palestinian Territories'): the everyday name, as the English list has it.
 */
const everydayNames = ["HK", "MO", "PS"];

/** Corrections per language after the names are read. */
const fixes: Partial<Record<Locale, (name: string) => string>> = {
  // Japanese writes brackets full width around Japanese text: ココス（キーリング）諸島.
  ja: (name) => name.replace(/ ?\(/g, "（").replace(/\)/g, "）"),
};

for (const locale of locales) {
  if (locale === "en") continue;
  const long = new Intl.DisplayNames([intlLocales[locale]], { type: "region", fallback: "none" });
  const short = new Intl.DisplayNames([intlLocales[locale]], { type: "region", style: "short", fallback: "none" });
  const fix = fixes[locale] ?? ((name: string) => name);
  const names: Record<string, string> = {};
  for (const { code } of [...countries].sort((a, b) => a.code.localeCompare(b.code))) {
    const name = (everydayNames.includes(code) ? short : long).of(code);
    if (!name) throw new Error(`No ${locale} name for ${code}`);
    names[code] = fix(name);
  }
  const file = path.join(outDir, `${locale}.json`);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
