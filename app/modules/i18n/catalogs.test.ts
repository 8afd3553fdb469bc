import fs from "node:fs";
import path from "node:path";
import { formMessageIds, formText } from "./form-words";
import { describe, expect, it } from "vitest";
import { personalItems, type PersonalItemId } from "~/modules/checklist/checklist";
import { faqTopics, homeFaq, withSources } from "~/content/faq";
import { figures } from "~/content/figures";
import { faqPage, homePage } from "~/content/public-pages";
import { decideOutcome, headlines, type VerdictLevel } from "~/modules/eligibility/outcome";
import { passportInSentence, passportName } from "~/modules/eligibility/passport-names";
import { AUSTRALIAN_CITIZEN, passportOptions } from "~/modules/eligibility/passports";
import { allSteps, otherPurposes, type Answers } from "~/modules/eligibility/questions";
import { visas, type VisaId } from "~/modules/eligibility/visas";
import { loadMessages } from "./catalogs.server";
import { localizeStep } from "./checker-messages";
import { figuresThroughMessages, localizeFaqTopics, localizeHomeFaq } from "./faq-messages";
import { localizeCities } from "./content-page-messages";
import { aboutContent, localizeAbout, localizeCityNames, localizeLandmarks, localizeTestimonials, localizeTourismFacts } from "./home-messages";
import { cities } from "~/content/cities";
import { tourismFacts } from "~/content/australia-facts";
import { landmarks } from "~/content/landmarks";
import { testimonials } from "~/content/testimonials";
import { localizeOutcome, localizeSentence, visaName } from "./result-messages";
import { createI18n, translator, type Translate } from "./i18n";
import { locales, type Locale } from "./locales";
import { isPlaceMessageId, passportInSentenceIn, passportNameIn } from "./place-names";
import { summaryLanguage } from "./result-summary-language";

const appDir = path.resolve(import.meta.dirname, "../..");

/** Message ids written out in the code: t("id"), i18n._("id") and the navigation's messageId fields. */
function idsInCode(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, "utf8");
        for (const match of text.matchAll(/\b(?:t|_)\(\s*"([a-z][\w.-]*)"/g)) ids.add(match[1] as string);
        for (const match of text.matchAll(/messageId: "([a-z][\w.-]*)"/g)) ids.add(match[1] as string);
      }
    }
  };
  walk(appDir);
  return ids;
}

/**
 * Answers that reach every kind of result: each passport kind, stream and length of stay, with every
 * requirement met, each one failed in turn, and a question left unanswered.
 */
function sampleAnswers(): Answers[] {
  const met: Answers = {
    country: "JP", funds: "yes", character: "yes", previousVisa: "no", sponsorCitizen: "yes", sponsorAge: "yes",
    sponsorSettled: "yes", sponsorRelationship: "yes", genuineBusinessVisit: "yes", relevantBackground: "yes", workForPay: "no",
  };
  const failed: Answers = {
    funds: "no", character: "no", previousVisa: "yes", sponsorCitizen: "no", sponsorAge: "no", sponsorSettled: "no",
    sponsorRelationship: "no", genuineBusinessVisit: "no", relevantBackground: "no", workForPay: "yes",
  };
  const samples: Answers[] = [];
  for (const passport of ["AU", "NZ", "JP", "FR", "IN", "TW", "CN", "GB", "GB-BNO", "HK"]) {
    for (const stream of ["tourist", "sponsored", "business"]) {
      for (const stay of ["short", "long", "over12"]) {
        const base = { ...met, passport, stream, stay };
        samples.push(base, { ...base, funds: undefined }, { ...base, country: "AU" }, { ...base, country: passport.slice(0, 2) });
        for (const [id, value] of Object.entries(failed)) samples.push({ ...base, [id]: value });
      }
    }
  }
  // 'Something else': each purpose, for passports with and without an eVisitor or ETA, and none given.
  for (const passport of ["NZ", "JP", "FR", "IN", undefined]) {
    for (const otherPurpose of [...otherPurposes, undefined]) samples.push({ country: "JP", passport, stream: "other", otherPurpose });
  }
  // Without a passport (only an edited link or a partial API call) the answer names none.
  samples.push({ ...met, passport: undefined, stream: "tourist", stay: "short" });
  return samples;
}

/** Message ids the checker's data, the FAQ and the home page's sections ask for (built from their own ids). */
function idsFromData(): Set<string> {
  const ids = new Set<string>();
  const record: Translate = (id) => {
    // Country names come from the checked-in names, not from the catalogs (place-names.ts).
    if (!isPlaceMessageId(id)) ids.add(id);
    return id;
  };
  for (const locale of ["en", "ja"] as const) {
    for (const answers of sampleAnswers()) localizeOutcome(decideOutcome(answers), locale, record);
    for (const code of [AUSTRALIAN_CITIZEN, ...passportOptions.map((option) => option.code)]) {
      passportNameIn(code, locale, record);
      passportInSentenceIn(code, locale, record);
    }
  }
  for (const step of allSteps) localizeStep(step, record);
  for (const id of Object.keys(visas) as VisaId[]) visaName(id, record);
  // The eVisitor is free today; a charge set later is quoted as a bare amount.
  localizeSentence({ id: "figure.amount", values: { amount: { aud: 20 } } }, "en", record);
  for (const level of Object.keys(headlines) as VerdictLevel[]) {
    record(headlines[level].id);
    record(`verdict.${level}.summary`);
  }
  // Every document of the personal checklist, with its why and its link's label.
  summaryLanguage("ja", record).checklist(
    (Object.keys(personalItems) as PersonalItemId[]).map((id) => ({ id, why: personalItems[id].why, link: { id: personalItems[id].link, href: "" } })),
  );
  localizeFaqTopics("ja", record);
  localizeHomeFaq(homeFaq, "ja", record);
  localizeAbout(record);
  localizeTourismFacts(record);
  localizeLandmarks(record);
  localizeTestimonials(record);
  localizeCityNames(cities, record);
  localizeCities(record);
  // The forms' rules and answers, worded from their English texts.
  for (const text of Object.keys(formMessageIds)) formText(text, record);
  return ids;
}

/** The placeholders of an ICU message: '{site} ... {count, plural, ...}' -> ['count', 'site']. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] as string))].sort();
}

function sourceOf(locale: string): Map<string, string> {
  const text = fs.readFileSync(path.join(import.meta.dirname, "catalogs", `${locale}.po`), "utf8");
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    entries.set(match[1] as string, JSON.parse(`"${match[2]}"`) as string);
  }
  return entries;
}

describe("message catalogs", () => {
  const english = sourceOf("en");

  it("uses every English message in the code, and the code asks for no message the catalog lacks", () => {
    const used = new Set([...idsInCode(), ...idsFromData()]);
    const unused = [...english.keys()].filter((id) => !used.has(id));
    const missing = [...used].filter((id) => !english.has(id));
    expect({ unused, missing }).toEqual({ unused: [], missing: [] });
  });

  it.each(locales.filter((locale) => locale !== "en"))("has every message in %s, translated, with the same placeholders", (locale) => {
    const catalog = sourceOf(locale);
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [id, message] of catalog) {
      expect(message, id).not.toBe("");
      expect(placeholders(message), `${locale} ${id}`).toEqual(placeholders(english.get(id) ?? ""));
    }
  });

  it("words the checker in English exactly as its data does", async () => {
    const t = translator(createI18n("en", await loadMessages("en")));
    for (const step of allSteps) expect(localizeStep(step, t)).toEqual(step);
    expect({ title: t("home.title"), description: t("home.description") }).toEqual({ title: homePage.title, description: homePage.description });
  });

  it("words the FAQ and the home page's sections in English exactly as their data does", async () => {
    const t = translator(createI18n("en", await loadMessages("en")));
    expect(localizeFaqTopics("en", t)).toEqual(faqTopics.map(({ id, topic, questions }) => ({ id, topic, questions: withSources(questions) })));
    expect(localizeHomeFaq(homeFaq, "en", t)).toEqual(withSources(homeFaq));
    expect({ title: t("faq.meta.title"), description: t("faq.meta.description") }).toEqual({ title: faqPage.title, description: faqPage.description });
    expect(localizeAbout(t)).toEqual(aboutContent);
    expect(localizeTourismFacts(t)).toEqual(tourismFacts);
    expect(localizeLandmarks(t)).toEqual(landmarks);
    expect(localizeTestimonials(t)).toEqual(testimonials);
    expect(localizeCityNames(cities, t)).toEqual(cities);
  });

  it("words the FAQ's figures through the messages as the figures module does, so every language quotes the same facts", async () => {
    const t = translator(createI18n("en", await loadMessages("en")));
    const worded = figuresThroughMessages("en", t);
    for (const [name, text] of Object.entries(worded)) expect(text, name).toBe(figures[name as keyof typeof figures]);
    const japanese = figuresThroughMessages("ja", translator(createI18n("ja", await loadMessages("ja"))));
    expect(japanese.fee600).toBe("AUD 200");
    expect(japanese.stays600).toBe("3、6、または12か月");
    expect(japanese.parentValidity).toContain("最長5年");
  });

  it("words every kind of result in English from the catalog alone: the rules return codes, no text", async () => {
    const t = translator(createI18n("en", await loadMessages("en")));
    const english = new Set(sourceOf("en").values());
    for (const answers of sampleAnswers()) {
      const outcome = decideOutcome(answers);
      // No English sentence rides along with the codes.
      expect(JSON.stringify(outcome), JSON.stringify(answers)).not.toMatch(/"(text|problem|nextStep|name|summary|when|label|headline|why)":"/);
      const worded = localizeOutcome(outcome, "en", t);
      for (const text of [worded.headline, worded.summary, worded.why, ...worded.findings.map((item) => item.label)]) {
        expect(text, JSON.stringify(answers)).not.toMatch(/^[a-z][\w-]*\.[\w.-]+$/);
      }
      expect(english.has(worded.headline), worded.headline).toBe(true);
    }
  });

  it("names every passport in English exactly as the checker does", async () => {
    const t = translator(createI18n("en", await loadMessages("en")));
    expect(passportNameIn(AUSTRALIAN_CITIZEN, "en", t)).toBe(passportName(AUSTRALIAN_CITIZEN));
    for (const { code } of passportOptions) {
      expect(passportNameIn(code, "en", t)).toBe(passportName(code));
      expect(passportInSentenceIn(code, "en", t)).toBe(passportInSentence(code));
    }
  });

  it.each(["zh-hans", "zh-hant", "ja", "ko", "hi", "id", "vi"] as const)("gives every kind of result in %s with no English sentence left", async (locale: Locale) => {
    const t = translator(createI18n(locale, await loadMessages(locale)));
    const english = translator(createI18n("en", await loadMessages("en")));
    // Three English words in a row would be an untranslated phrase; names such as 'British National (Overseas)' are not.
    const latinScript = locale === "id" || locale === "vi";
    for (const answers of sampleAnswers()) {
      const outcome = decideOutcome(answers);
      const localized = localizeOutcome(outcome, locale, t);
      const texts = [
        localized.why,
        ...localized.alternatives.map((item) => item.when),
        ...localized.notes.map((note) => note.text),
        ...[localized.visa, ...localized.alternatives.map((item) => item.visa)].flatMap((visa) => visa?.figures.flatMap((figure) => [figure.label, figure.text]) ?? []),
      ];
      const inEnglish = localizeOutcome(outcome, "en", english);
      const englishTexts = new Set([
        inEnglish.why,
        ...inEnglish.alternatives.map((item) => item.when),
        ...inEnglish.notes.map((note) => note.text),
        ...(inEnglish.visa?.figures.map((figure) => figure.text) ?? []),
      ]);
      for (const text of texts) {
        expect(englishTexts.has(text), `${locale} ${text}`).toBe(false);
        if (!latinScript) expect(text, `${locale} ${JSON.stringify(answers)}`).not.toMatch(/\b[A-Za-z]+ [a-z]+ [a-z]+\b/);
      }
    }
  });

  it.each(locales.filter((locale) => locale !== "en"))("uses the official terms of the %s glossary", (locale) => {
    const glossary = fs.readFileSync(path.resolve(appDir, "..", "docs", "i18n", `glossary.${locale}.md`), "utf8");
    const catalog = sourceOf(locale);
    const rows = [...glossary.matchAll(/^\| (.+?) \| (.+?) \| `([\w.-]+)` \|$/gm)];
    expect(rows.length).toBeGreaterThan(5);
    for (const [, english, translated, id] of rows) {
      expect(english).toBe(sourceOf("en").get(id as string));
      expect(translated, id).toBe(catalog.get(id as string));
    }
  });

  it("compiles every language's messages and formats them with their figures", async () => {
    const t = translator(createI18n("ja", await loadMessages("ja")));
    expect(t("question.sponsorAge.label", { age: 18 })).toBe("スポンサーは18歳以上ですか？");
    const sponsored = localizeOutcome(decideOutcome({ ...sampleAnswers()[0], passport: "DE", stream: "sponsored", country: "AU" }), "ja", t);
    // Intl puts a no-break space between the currency code and the amount.
    const figures = sponsored.visa?.figures.map((figure) => `${figure.label}: ${figure.text}`.replace(/\u00a0/g, " "));
    expect(figures).toContain("保証金: 求められる場合があり、1人あたりAUD 5,000～15,000とされることが多い額です。期限どおりに出国すれば返金されます");
    expect(sponsored.notes[0]?.text.replace(/\u00a0/g, " ")).toContain("費用はAUD 500で");
    expect(localizeOutcome(decideOutcome({ ...sampleAnswers()[0], passport: "DE" }), "ja", t).why).toBe("ドイツのパスポートをお持ちなら、無料のeVisitorを取得できます。");
    expect(t("visa.eta-601.name")).toBe("電子渡航許可（ETA、サブクラス601）");
    const hindi = translator(createI18n("hi", await loadMessages("hi")));
    expect(localizeStep(allSteps[1]!, hindi).title).toBe("यात्रा का उद्देश्य");
  });
});
