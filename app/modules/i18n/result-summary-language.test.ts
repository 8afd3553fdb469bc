import { describe, expect, it } from "vitest";
import { resultSummaryText, summariseResult } from "~/modules/eligibility/result-summary";
import type { Answers } from "~/modules/eligibility/questions";
import { loadMessages } from "./catalogs.server";
import { englishTranslate } from "./english";
import { createI18n, translator } from "./i18n";
import { summaryLanguage } from "./result-summary-language";

const samples: Answers[] = [
  { country: "DE", passport: "DE", stream: "tourist", stay: "short", funds: "yes", character: "no", previousVisa: "no" },
  { country: "AU", passport: "IN", stream: "sponsored", stay: "long", funds: "yes", character: "yes", previousVisa: "no", sponsorCitizen: "yes", sponsorAge: "yes", sponsorSettled: "no", sponsorRelationship: "yes" },
  { country: "JP", passport: "GB", stream: "business", stay: "short", funds: "yes", character: "yes", previousVisa: "no", genuineBusinessVisit: "yes", relevantBackground: "yes", workForPay: "no" },
  { country: "NZ", passport: "NZ", stream: "tourist", stay: "short", funds: "yes", character: "no", previousVisa: "no" },
];
const links = { result: "https://visa.example.com/ja/check?x", pdf: "https://visa.example.com/ja/check/result.pdf?x" };

describe("the result's summary in the page's language", () => {
  it("words the English summary from the English catalog, as the result page does", () => {
    const [german] = samples.map((answers) => summariseResult(answers, summaryLanguage("en", englishTranslate)));
    expect(german?.headline).toBe("You May Still Apply, With More to Declare or Show");
    expect(german?.why).toBe("With a criminal conviction, apply for a Visitor visa (subclass 600) and declare it, not an ETA or eVisitor.");
    expect(german?.answers).toContainEqual(["Length of stay", "Up to 3 months"]);
  });

  it("gives the Japanese summary with no English sentence of the result left", async () => {
    const t = translator(createI18n("ja", await loadMessages("ja")));
    for (const answers of samples) {
      const english = summariseResult(answers, summaryLanguage("en", englishTranslate));
      const japanese = summariseResult(answers, summaryLanguage("ja", t));
      const text = resultSummaryText(japanese, links);
      for (const sentence of [english.headline, english.summary, english.why, english.figuresNote, english.disclaimer, ...english.notes.map((note) => note.text), ...english.alternatives.map((item) => item.when)]) {
        expect(text).not.toContain(sentence);
      }
      for (const [label, value] of english.answers) expect(text).not.toContain(`${label}: ${value}`);
      for (const source of english.sources) expect(text).not.toContain(source.title);
      expect(text).toContain(japanese.words.seeAgain);
    }
    const german = summariseResult(samples[0]!, summaryLanguage("ja", t));
    expect(german.answers).toEqual([
      ["居住国", "ドイツ"],
      ["パスポート", "ドイツ"],
      ["目的", "観光ビザ"],
      ["滞在期間", "3か月以内"],
    ]);
  });
});
