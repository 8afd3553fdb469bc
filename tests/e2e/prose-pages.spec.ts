import { aboutIntro, aboutPageCta, aboutPositioning, missionPoints } from "../../app/content/about";
import { tourismFacts } from "../../app/content/australia-facts";
import { cities } from "../../app/content/cities";
import { landmarks } from "../../app/content/landmarks";
import { aboutPage, whyVisitPage } from "../../app/content/public-pages";
import { defaultShareImage } from "../../app/content/site";
import { whyVisitCopy } from "../../app/content/why-visit";
import { expect, expectAccessible, test } from "./fixtures";
import { waitForPageScripts } from "../support/hydrated";

/** The English pages' sentences: none of them may show on a page in another language. */
const englishSentences = [
  aboutIntro,
  aboutPositioning,
  ...missionPoints.map((point) => point.description),
  ...Object.values(aboutPageCta),
  ...Object.values(whyVisitCopy).filter((text) => text.includes(" ")),
  ...cities.map((city) => city.description),
  ...landmarks.map((landmark) => landmark.description),
  ...tourismFacts.map((fact) => fact.description),
];
const englishAlts = new Set([...cities.map((city) => city.alt), ...landmarks.map((landmark) => landmark.alt)]);

const pages = [
  { path: "/ja/about", lang: "ja", title: "私たちについて", heading: "私たちについて", text: "当サイトは政府機関ではなく" },
  { path: "/hi/why-visit-australia", lang: "hi", title: "ऑस्ट्रेलिया क्यों जाएँ", heading: "ऑस्ट्रेलिया क्यों जाएँ", text: "ऑस्ट्रेलिया के प्रमुख शहरों की सैर" },
  { path: "/vi/about", lang: "vi", title: "Về chúng tôi", heading: "Về chúng tôi", text: "Chúng tôi không phải cơ quan chính phủ" },
  { path: "/zh-hant/why-visit-australia", lang: "zh-Hant", title: "為什麼要去澳洲", heading: "為什麼要去澳洲", text: "探索澳洲的主要城市" },
];

test.describe("the About page and Why Visit Australia in the visitor's language", () => {
  for (const { path, lang, title, heading, text } of pages) {
    test(`${path} is in its language: text, pictures' descriptions, title and tags, with no errors and no axe violations`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(`${title} | Australia Visa Check`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("main")).toContainText(text);
      // No notice that the page is English only, and nothing marked as English.
      await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);

      const shown = await page.locator("main").evaluate((main) => main.textContent ?? "");
      expect(englishSentences.filter((sentence) => shown.includes(sentence))).toEqual([]);
      const alts = await page.locator("main img").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
      expect(alts.filter((alt) => englishAlts.has(alt))).toEqual([]);

      const english = path.endsWith("/about") ? aboutPage : whyVisitPage;
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute("content", /./);
      expect(await description.getAttribute("content")).not.toBe(english.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | Australia Visa Check`);
      const imageAlt = await page.locator('meta[property="og:image:alt"]').getAttribute("content");
      expect(imageAlt).toMatch(/^Australia Visa Check/);
      expect(imageAlt).not.toBe(defaultShareImage.alt);

      // Once its scripts have run, the page is the server's: no error, every text still in the language.
      await waitForPageScripts(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(errors).toEqual([]);
      await expectAccessible(page, `on ${path}`);
    });
  }

  test("the Hindi city map describes the chosen city in Hindi", async ({ page }) => {
    await page.goto("/hi/why-visit-australia?city=perth");
    const panel = page.locator("[data-city-panel]");
    await expect(panel.getByRole("heading", { name: "पर्थ" })).toBeVisible();
    await expect(panel).toContainText("रॉटनेस्ट द्वीप के क्वोका");
    await expect(page.getByRole("group", { name: "ऑस्ट्रेलिया के प्रमुख शहरों का नक्शा" })).toBeVisible();
    await expectAccessible(page, "with a Hindi city chosen");
  });
});
