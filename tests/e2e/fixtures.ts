import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Fails with the list of axe violations on the page as it is now. */
export async function expectAccessible(page: Page, context = "") {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`,
  );
  expect(summary, `axe violations ${context} at ${page.url()}`).toEqual([]);
}

/**
 * Every test gets a page whose `goto` also runs axe on what it loaded, so each visit
 * in the suite is checked for accessibility.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForLoadState("load");
      await expectAccessible(page, "after navigation");
      return response;
    };
    await use(page);
  },
});

export { expect };
