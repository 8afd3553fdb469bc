import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { prefixedLocales, type Locale } from "~/modules/i18n/locales";
import { pdfPageTexts } from "../../../tests/support/pdf-text";
import { completeAnswersFrom, renderResultPdf } from "./result-pdf.server";

const site = "https://visa.example.com";
const query = (text: string) => new URLSearchParams(text);
const germanTourist = "country=DE&passport=DE&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";
// The longest result: a sponsored visit with several points to act on, notes and the longest checklist.
const longestSponsored =
  "country=AU&passport=IN&stream=sponsored&stay=long&funds=no&character=no&previousVisa=yes&sponsorCitizen=no&sponsorAge=no&sponsorSettled=no&sponsorRelationship=no";

async function render(text: string, locale: Locale = "en") {
  const answers = completeAnswersFrom(query(text));
  if (!answers) throw new Error(`not a complete result: ${text}`);
  const bytes = await renderResultPdf(answers, site, new Date("2026-11-23T10:00:00Z"), locale);
  const [page] = await pdfPageTexts(bytes);
  // Lines wrap anywhere; joining them keeps sentences searchable.
  return { bytes, text: (page ?? "").replace(/\n/g, " ") };
}

describe("the result PDF", () => {
  it("reads a complete result from the query only", () => {
    expect(completeAnswersFrom(query(germanTourist))).toMatchObject({ passport: "DE", stream: "tourist" });
    expect(completeAnswersFrom(query("country=DE&stream=tourist"))).toBeNull();
    expect(completeAnswersFrom(query(`${germanTourist}&view=step`))).not.toBeNull();
  });

  it("is one page with the verdict, the visa, its figures with sources, the checklist and the links", async () => {
    const { bytes, text } = await render(germanTourist);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Your Preliminary Result: You MAY Be Eligible!");
    for (const expected of [
      "Your Preliminary Result",
      "Created on 23 November 2026",
      "Passport: Germany",
      "You MAY Be Eligible!",
      "Recommended: eVisitor (subclass 651)",
      "Cost: Free: no visa charge",
      "Also possible",
      "Electronic Travel Authority (ETA, subclass 601)",
      "Documents checklist",
      "An ImmiAccount",
      "Home Affairs: eVisitor (subclass 651) (page last updated 17/11/2025)",
      "Figures compared with our facts record on 23 November 2026",
      "See this result again",
      "country=DE&passport=DE&stream=tourist",
      "not formal immigration advice",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("fits the longest result on one page, with every point to act on and the sponsored checklist", async () => {
    const { bytes, text } = await render(longestSponsored);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(text).toContain("You May Not Meet The Requirements");
    expect(text).toContain(`AUD ${facts.visitor600ChargeOutside.value} base charge`);
    expect(text).toContain("indexed every 1 July");
    expect(text).toContain("form 1149");
    for (const point of ["Sufficient funds", "Character requirements", "Visa refused or cancelled before", "Sponsor is a relative"]) expect(text).toContain(point);
  });

  it("fits the longest personal checklist on one page: a child's form 1229 and what to declare, each with why", async () => {
    const answers = completeAnswersFrom(query(longestSponsored));
    if (!answers) throw new Error("not a complete result");
    const bytes = await renderResultPdf(answers, site, new Date("2026-11-23T10:00:00Z"), "en", true);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = ((await pdfPageTexts(bytes))[0] ?? "").replace(/\n/g, " ");
    for (const expected of ["form 1229", "1229.pdf", "Details of every conviction", "Details of each refused or cancelled Australian visa", "Health examinations", "meeting-our-requirements/health", "minor=yes"]) {
      expect(text).toContain(expected);
    }
  });

  it("names no visa for an Australian citizen and no checklist", async () => {
    const { text } = await render("country=AU&passport=AU&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no");
    expect(text).toContain("No Visa Needed");
    expect(text).not.toContain("Documents checklist");
  });
});

describe("the result PDF in the page's language", () => {
  // Every word of the English PDF's own that must not be left in another language's.
  const english = ["Your Preliminary Result", "Created on", "Recommended:", "What to do next", "Also possible", "Documents checklist", "Sources", "See this result again", "Valid passport", "not affiliated"];

  it.each(prefixedLocales)("%s: the longest result on one page, titled and worded in the language, linking back to it", async (locale) => {
    const t = await serverTranslator(locale);
    const { bytes, text } = await render(longestSponsored, locale);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(t("pdf.result.document-title", { headline: t("verdict.unlikely.headline") }));
    for (const word of english) expect(text).not.toContain(word);
    expect(text).toContain(`${site}/${locale}/check?country=AU&passport=IN&stream=sponsored`);
  });

  it("draws Japanese with its own fonts: headings, answers, figures and the checklist", async () => {
    const { text } = await render(germanTourist, "ja");
    // Lines of Japanese end between any two characters, so the text is compared without line breaks.
    const joined = text.replace(/\s+/g, "");
    for (const expected of ["暫定結果", "2026年11月23日に、あなたの回答から作成", "居住国:ドイツ", "おすすめのビザ：eVisitor（サブクラス651）", "必要書類チェックリスト", "[]オーストラリア内務省（DepartmentofHomeAffairs）のウェブサイトで作成したImmiAccount", "出典"]) {
      expect(joined).toContain(expected);
    }
  });
});
