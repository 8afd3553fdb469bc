import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Fails with the list of axe violations on the page as it is now. */
export async function expectAccessible(page: Page, context = "") {
  await settleAnimations(page);
  let summary = await axeViolations(page);
  if (summary.length > 0) {
    // A toast that mounted while axe was reading the page is judged mid-fade; a real violation stays on a second look.
    await settleAnimations(page);
    summary = await axeViolations(page);
  }
  expect(summary, `axe violations ${context} at ${page.url()}`).toEqual([]);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`,
  );
}

/**
 * Waits for finite animations and transitions (a toast fading in, a dialog opening) to end, so contrast
 * is judged on what the visitor ends up seeing rather than on a half-transparent frame. Endless ones
 * (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const deadline = Date.now() + 3000;
    for (;;) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0 || Date.now() > deadline) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
      // A finished entrance can start the next one (sonner mounts, then transitions), so look again.
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
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
