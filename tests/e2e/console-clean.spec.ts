import { expect, test, type BrowserContext } from "@playwright/test";
import { locales, localizePath, type Locale } from "../../app/modules/i18n/locales";
import { waitForPageScripts } from "../support/hydrated";

/**
 * Every kind of public page, in every language, loads and hydrates with no error in the console: a text
 * the browser renders otherwise than the server (React's hydration error #418), a failed script or a
 * thrown error would show here. One browser context per language; its pages load a few at a time.
 */

const result = "/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result";

/** Each page type, with the HTTP status it answers. */
const pages: { path: string; status: number }[] = [
  { path: "/", status: 200 },
  { path: result, status: 200 },
  { path: "/contact", status: 200 },
  { path: "/about", status: 200 },
  { path: "/why-visit-australia", status: 200 },
  { path: "/faq", status: 200 },
  { path: "/australia-visitor-visa-from-india", status: 200 },
  { path: "/book-consultation", status: 200 },
  { path: "/what-changed", status: 200 },
  { path: "/privacy-policy", status: 200 },
  { path: "/no-such-page-anywhere", status: 404 },
];

/** How many pages of a language load at once. */
const atOnce = 3;

async function consoleErrorsOf(context: BrowserContext, path: string, status: number): Promise<string[]> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser reports the 404 page's own status as a failed load; that one is the page asked for.
    if (status === 404 && message.text().startsWith("Failed to load resource: the server responded with a status of 404")) return;
    errors.push(`${path}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${path}: ${error.message}`));
  try {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await waitForPageScripts(page);
    // Parts below the fold (lazy pictures, the home page's sections) load and render once scrolled to.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.waitForLoadState("networkidle");
    return errors;
  } finally {
    await page.close();
  }
}

test.describe("no console error on any public page", () => {
  test.describe.configure({ mode: "parallel" });

  for (const locale of locales) {
    test(`every page type in ${locale} loads and hydrates without a console error`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ baseURL });
      try {
        const errors: string[] = [];
        const queue = pages.map(({ path, status }) => ({ path: localizePath(path, locale as Locale), status }));
        const worker = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) errors.push(...(await consoleErrorsOf(context, next.path, next.status)));
        };
        await Promise.all(Array.from({ length: atOnce }, worker));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
