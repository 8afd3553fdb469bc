import { describe, expect, it } from "vitest";
import { sourcesOf, type FactKey } from "~/content/facts";
import { decideOutcome } from "~/modules/eligibility/outcome";
import { visas } from "~/modules/eligibility/visas";
import { loadMessages } from "./catalogs.server";
import { createI18n, translator } from "./i18n";
import { sourceDatedIn, sourceNameIn } from "./source-messages";

/** Every page a result can cite: the visas' figures and the notes' facts. */
function citedByResults() {
  const notes = [
    decideOutcome({ country: "AU", passport: "IN", stream: "sponsored", stay: "short" }),
    decideOutcome({ country: "IN", passport: "IN", stream: "tourist", stay: "short" }),
  ].flatMap((outcome) => outcome.notes.flatMap((note) => note.facts ?? []));
  const figures = Object.values(visas).flatMap((visa) => visa.figures.flatMap((figure) => figure.facts));
  return sourcesOf([...figures, ...notes] as FactKey[]);
}

describe("the cited pages' titles", () => {
  it("are worded in English as the facts record has them, and given in every other language", async () => {
    const english = translator(createI18n("en", await loadMessages("en")));
    const sources = citedByResults();
    expect(sources.length).toBeGreaterThan(5);
    for (const locale of ["en", "zh-hans", "zh-hant", "ja", "ko", "hi", "id", "vi"] as const) {
      const t = locale === "en" ? english : translator(createI18n(locale, await loadMessages(locale)));
      for (const source of sources) {
        const name = sourceNameIn(source.name, t);
        const dated = source.dated && sourceDatedIn(source.dated, locale, t);
        if (locale === "en") expect({ name, dated }).toEqual({ name: source.name, dated: source.dated });
        else {
          expect(name, `${locale} ${source.name}`).not.toBe(source.name);
          if (source.dated) expect(dated, `${locale} ${source.dated}`).not.toBe(source.dated);
        }
      }
    }
    const japanese = translator(createI18n("ja", await loadMessages("ja")));
    expect(sourceDatedIn("page last updated 17/11/2025", "ja", japanese)).toBe("ページ最終更新 2025年11月17日");
  });
});
