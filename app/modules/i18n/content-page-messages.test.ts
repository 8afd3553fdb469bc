import { describe, expect, it } from "vitest";
import { aboutPageCta } from "~/content/about";
import { cities } from "~/content/cities";
import { landmarks } from "~/content/landmarks";
import { aboutPage, whyVisitPage } from "~/content/public-pages";
import { defaultShareImage } from "~/content/site";
import { whyVisitCopy } from "~/content/why-visit";
import { loadMessages } from "./catalogs.server";
import { aboutPageText, localizeCities, localizeWhyVisitCopy, whyVisitPageText } from "./content-page-messages";
import { createI18n, translator, type Translate } from "./i18n";
import { locales, type Locale } from "./locales";

async function translate(locale: Locale): Promise<Translate> {
  return translator(createI18n(locale, await loadMessages(locale)));
}

/** Fields that hold no words: ids, icons, pictures' and links' addresses. */
const notText = new Set(["id", "icon", "image", "path", "to", "checkPath"]);

/** Every text of a page as [where, words], in the order the data holds them. */
function texts(value: unknown, where = ""): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (notText.has(key) ? [] : texts(item, where ? `${where}.${key}` : key)));
  }
  return [];
}

/** Names that may stay as they are in a language written in Latin letters (Sydney, Great Barrier Reef, Queensland ...). */
const properNames = new Set([...cities.map((city) => city.name), ...landmarks.flatMap((landmark) => [landmark.title, landmark.location])]);

const pages = [
  ["the About page", aboutPageText],
  ["Why Visit Australia", whyVisitPageText],
] as const;

describe("the About page and Why Visit Australia in every language", () => {
  it("read in English exactly as their data does", async () => {
    const t = await translate("en");
    expect(localizeWhyVisitCopy(t)).toEqual(whyVisitCopy);
    expect(localizeCities(t)).toEqual(cities);
    const about = aboutPageText("en", t);
    expect({ title: about.cta.title, text: about.cta.text }).toEqual(aboutPageCta);
    expect(about.meta).toEqual({ path: aboutPage.path, title: aboutPage.title, description: aboutPage.description, image: defaultShareImage });
    const whyVisit = whyVisitPageText("en", t);
    expect(whyVisit.meta).toEqual({ path: whyVisitPage.path, title: whyVisitPage.title, description: whyVisitPage.description, image: defaultShareImage });
    expect(whyVisit.checkPath).toBe("/#checker");
  });

  for (const locale of locales.filter((locale) => locale !== "en")) {
    it.each(pages)(`has every text of %s in ${locale}, none of them left in English`, async (_name, pageText) => {
      const asked: string[] = [];
      const messages = await loadMessages(locale);
      const t = await translate(locale);
      const localized = texts(pageText(locale, (id, values) => (asked.push(id), t(id, values))));
      const english = texts(pageText("en", await translate("en")));
      // Every message the page asks for is in the language's catalog.
      expect(asked.filter((id) => !(id in messages))).toEqual([]);
      expect(localized.map(([where]) => where)).toEqual(english.map(([where]) => where));
      localized.forEach(([where, words], index) => {
        const inEnglish = english[index]?.[1] ?? "";
        expect(words.trim(), `${locale} ${where}`).not.toBe("");
        if (!properNames.has(inEnglish)) expect(words, `${locale} ${where} is still English`).not.toBe(inEnglish);
      });
    });

    it(`links the ${locale} pages' calls to action to the checker in ${locale}`, async () => {
      const t = await translate(locale);
      expect(aboutPageText(locale, t).cta.to).toBe(`/${locale}#checker`);
      expect(whyVisitPageText(locale, t).checkPath).toBe(`/${locale}#checker`);
    });
  }
});
