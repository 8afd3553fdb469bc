import { expect, test, type Page } from "@playwright/test";
import { localizePath, type Locale } from "../../app/modules/i18n/locales";

/**
 * Line breaking on a phone (390 px wide) in the languages that break lines their own way: Japanese and
 * Chinese (no word spaces), Korean (words kept whole) and Hindi (Devanagari). Each page's screenshot is
 * kept with the test's results for a reader to look at; the test itself fails on a heading with a line of
 * one character, and on a Korean word broken across two lines.
 */

const result = "/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result";
const pages = ["/", result, "/faq", "/about", "/why-visit-australia", "/australia-visitor-visa-from-india", "/contact"];
const languages: Locale[] = ["ja", "ko", "hi", "zh-hans", "zh-hant"];

interface Line {
  text: string;
  /** Whether the line starts after a space or in another block than the line before. */
  afterSpace: boolean;
}

interface Laid {
  element: string;
  lines: Line[];
}

/** The lines each visible element is laid out in, read from each character's box. */
async function linesOf(page: Page, selector: string): Promise<Laid[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      if (!(element instanceof HTMLElement) || !element.checkVisibility({ contentVisibilityAuto: true, opacityProperty: false })) return [];
      const lines: Line[] = [];
      let previous: DOMRect | undefined;
      let lastCharacter = " ";
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      // The box a text is laid out in: text in another block (a list item's second paragraph) starts afresh.
      const blockOf = (node: Node) => {
        let box = node.parentElement;
        while (box && box !== element && getComputedStyle(box).display.startsWith("inline")) box = box.parentElement;
        return box;
      };
      let block: Element | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        if (blockOf(node) !== block) {
          block = blockOf(node);
          lastCharacter = "\n";
        }
        // By code point: a character outside the BMP is one character on screen.
        let offset = 0;
        for (const character of text) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + character.length);
          offset += character.length;
          const box = range.getClientRects()[0];
          const before = lastCharacter;
          lastCharacter = character;
          if (!box || box.width === 0 || /\s/.test(character)) continue;
          // A character left of and below the one before it starts a new line.
          if (!previous || (box.left < previous.left && box.top > previous.top + previous.height / 2)) lines.push({ text: "", afterSpace: /\s/.test(before) });
          lines[lines.length - 1]!.text += character;
          previous = box;
        }
      }
      return [{ element: (element.textContent ?? "").trim().slice(0, 80), lines }];
    }),
  );
}

test.describe("line breaking at 390 px", () => {
  test.describe.configure({ mode: "parallel" });
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of languages) {
    test(`${locale}: headings keep no character alone on a line${locale === "ko" ? ", and words are not broken" : ""}`, async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
      const problems: string[] = [];
      try {
        for (const path of pages.map((english) => localizePath(english, locale))) {
          const page = await context.newPage();
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          // Parts skipped while off screen are laid out for the screenshot and the measurement.
          await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          await testInfo.attach(`${locale} ${path}`, { body: await page.screenshot({ fullPage: true, type: "jpeg", quality: 60 }), contentType: "image/jpeg" });

          for (const { element, lines } of await linesOf(page, "h1, h2, h3, h4")) {
            const texts = lines.map((line) => line.text);
            if (texts.length > 1 && texts.some((text) => [...text].length === 1)) problems.push(`${path}: heading "${element}" has a line of one character: ${JSON.stringify(texts)}`);
          }
          if (locale === "ko") {
            for (const { element, lines } of await linesOf(page, "main :is(h1, h2, h3, h4, p, li)")) {
              for (let index = 1; index < lines.length; index++) {
                const before = lines[index - 1]!.text;
                const line = lines[index]!;
                const end = [...before].at(-1) ?? "";
                const start = [...line.text][0] ?? "";
                if (!line.afterSpace && /\p{Script=Hangul}/u.test(end) && /\p{Script=Hangul}/u.test(start)) {
                  problems.push(`${path}: a word broken across lines in "${element}": …${before.slice(-6)} / ${line.text.slice(0, 6)}…`);
                }
              }
            }
          }
          await page.close();
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }

  test("the result's source lines take the language's own brackets and separators", async ({ page }) => {
    await page.goto(localizePath(result, "ja"));
    await page.getByRole("group").or(page.locator("details[data-result-details]")).first().waitFor();
    const lines = await page.locator("li").filter({ hasText: /^出典：/ }).allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/出典： | \(|\); /);
    }
    expect(lines.some((line) => /（.+）/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes("、申請料は毎年7月1日に改定されます"))).toBe(true);
  });
});
