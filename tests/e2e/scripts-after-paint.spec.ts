import { HELD_MODULE_TYPE } from "../../app/lib/html/scripts-after-first-paint.server";
import { openHydrated } from "../support/hydrated";
import { expect, test } from "./fixtures";

/**
 * Pages that run React are painted before any of their scripts is asked for (decision record 063): no
 * module preloads in the HTML, and every script request starts after the first contentful paint. The page
 * still hydrates, with no error and no CSP violation, whether its scripts are allowed by nonce (contact,
 * booking) or by hash (the home page and the checker's result, kept for every visitor).
 */
const pages = ["/", "/ja", "/contact", "/book-consultation", "/check?country=IN&stream=tourist&funds=yes&character=yes&previousVisa=no&step=result"];

test.describe("scripts start after the first paint", () => {
  for (const path of pages) {
    test(`${path} paints before it asks for a script, then hydrates`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toContain(`type="${HELD_MODULE_TYPE}"`);

      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await openHydrated(page, path);

      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length, "the page's modules were loaded").toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), "the first script request comes after the first paint").toBeGreaterThanOrEqual(timing.paint);
      // The held data block became the module script that ran; its starter removed itself.
      const left = await page.evaluate((type) => document.querySelectorAll(`script[type="${type}"]`).length, HELD_MODULE_TYPE);
      expect(left).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
