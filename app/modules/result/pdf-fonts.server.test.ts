import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { prefixedLocales } from "~/modules/i18n/locales";
import { charactersToCover } from "./pdf-font-coverage.server";
import { pdfFontsCover } from "./pdf-fonts.server";
import { completeAnswersFrom, renderResultPdf } from "./result-pdf.server";

describe("the result PDF's fonts", () => {
  // First in this file, so requests that arrive together are the ones that read the fonts.
  it("serve PDFs in several languages asked for at the same moment", async () => {
    const answers = completeAnswersFrom(new URLSearchParams("country=DE&passport=DE&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no"));
    if (!answers) throw new Error("not a complete result");
    const pdfs = await Promise.all((["ja", "zh-hans", "zh-hant", "ko", "vi", "hi"] as const).map((locale) => renderResultPdf(answers, "https://visa.example.com", new Date(), locale)));
    for (const pdf of pdfs) expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  // A translation that brings a new character fails here; `npm run pdf-fonts` makes the fonts again.
  it.each(prefixedLocales)("draw every character the %s PDF can print: its messages, country names and dates", async (locale) => {
    const covers = await pdfFontsCover(locale);
    const missing = [...charactersToCover(locale)].filter((character) => !/\s/.test(character) && !covers(character));
    expect(missing.join("")).toBe("");
  });
});
