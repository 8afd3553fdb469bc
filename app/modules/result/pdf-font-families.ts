import type { Locale } from "~/modules/i18n/locales";

/**
 * The fonts a result PDF is drawn with in each language. English keeps the PDF standard fonts (nothing to
 * embed); every other language embeds a Noto Sans family that covers its script. The files live in
 * `fonts/` beside this module, cut down to the characters that language's PDF can print
 * (`npm run pdf-fonts` makes them again from the published Noto fonts).
 */
export interface PdfFontFamily {
  /** File names in `fonts/` without the weight: `<name>-Regular.<ext>` and `<name>-Bold.<ext>`. */
  name: string;
  /** The npm package the full fonts come from, and the file stem inside it. */
  source: { package: string; stem: string };
  /**
   * Scripts whose letters change shape with their neighbours (Devanagari) need the whole font and its
   * shaping rules; other scripts draw each character as it is, so the file can be cut down.
   */
  shaping: false | { script: string };
}

const notoSans: PdfFontFamily = {
  name: "NotoSans",
  source: { package: "@expo-google-fonts/noto-sans@0.4.2", stem: "NotoSans" },
  shaping: false,
};

export const pdfFontFamilies: Readonly<Record<Exclude<Locale, "en">, PdfFontFamily>> = {
  "zh-hans": { name: "NotoSansSC", source: { package: "@expo-google-fonts/noto-sans-sc@0.4.3", stem: "NotoSansSC" }, shaping: false },
  "zh-hant": { name: "NotoSansTC", source: { package: "@expo-google-fonts/noto-sans-tc@0.4.3", stem: "NotoSansTC" }, shaping: false },
  ja: { name: "NotoSansJP", source: { package: "@expo-google-fonts/noto-sans-jp@0.4.3", stem: "NotoSansJP" }, shaping: false },
  ko: { name: "NotoSansKR", source: { package: "@expo-google-fonts/noto-sans-kr@0.4.3", stem: "NotoSansKR" }, shaping: false },
  hi: {
    name: "NotoSansDevanagari",
    source: { package: "@expo-google-fonts/noto-sans-devanagari@0.4.1", stem: "NotoSansDevanagari" },
    shaping: { script: "deva" },
  },
  id: notoSans,
  vi: notoSans,
};

export const pdfFontWeights = ["Regular", "Bold"] as const;
export type PdfFontWeight = (typeof pdfFontWeights)[number];

/** The file of a family's weight: whole TrueType for shaped scripts, a cut-down WOFF2 for the rest. */
export function pdfFontFile(family: PdfFontFamily, weight: PdfFontWeight): string {
  return `${family.name}-${weight}.${family.shaping ? "ttf" : "woff2"}`;
}

/** The languages that share a family's file (Indonesian and Vietnamese share Noto Sans). */
export function localesOfFamily(family: PdfFontFamily): Exclude<Locale, "en">[] {
  return (Object.keys(pdfFontFamilies) as Exclude<Locale, "en">[]).filter((locale) => pdfFontFamilies[locale].name === family.name);
}
