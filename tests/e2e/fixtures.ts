import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Fails with the list of axe violations on the page as it is now. */
export async function expectAccessible(page: Page, context = "") {
  await settleAnimations(page);
  // The same document at the same size judged clean before (most tests start on the same few pages) is clean again.
  const fingerprint = await documentFingerprint(page);
  if (cleanDocuments.has(fingerprint)) return;
  let summary = await axeViolations(page);
  if (summary.length > 0) {
    // A toast that mounted while axe was reading the page is judged mid-fade; a real violation stays on a second look.
    await settleAnimations(page);
    summary = await axeViolations(page);
  }
  expect(summary, `axe violations ${context} at ${page.url()}`).toEqual([]);
  cleanDocuments.add(fingerprint);
}

/** Fingerprints of documents axe passed in this worker: their markup, viewport, media settings and focus. */
const cleanDocuments = new Set<string>();

async function documentFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const media = ["(prefers-color-scheme: dark)", "(forced-colors: active)", "(prefers-reduced-motion: reduce)"]
      .map((query) => (window.matchMedia(query).matches ? "1" : "0"))
      .join("");
    const focused = document.activeElement;
    const text = [
      location.href,
      `${window.innerWidth}x${window.innerHeight}@${window.devicePixelRatio}`,
      media,
      focused ? `${focused.tagName}#${focused.id}` : "",
      document.documentElement.outerHTML,
    ].join("\n");
    // FNV-1a over the text, twice with different seeds, so two documents practically never share a fingerprint.
    const hash = (seed: number) => {
      let h = seed >>> 0;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
      return h.toString(16);
    };
    return `${text.length}:${hash(2166136261)}:${hash(0x9747b28c)}`;
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are read, so axe need not gather details of every rule that passed.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
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
 * A page that runs React asks for its scripts only after its first paint (decision record 063), so a test
 * acting at once would act on the server's HTML before the scripts run. This waits, as a visitor who reads
 * first does, until they have run: at most three seconds, for tests that keep the scripts from loading. A
 * page without React, or with JavaScript off, has no router context and is not waited for.
 */
async function scriptsStarted(page: Page) {
  await page
    .waitForFunction(() => !("__reactRouterContext" in window) || "__reactRouterRouteModules" in window, undefined, { timeout: 3_000 })
    .catch(() => undefined);
}

/**
 * Every test gets a page whose `goto` also waits for the page's scripts and runs axe on what it loaded,
 * so each visit in the suite is checked for accessibility.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForLoadState("load");
      await scriptsStarted(page);
      await expectAccessible(page, "after navigation");
      return response;
    };
    await use(page);
  },
});

export { expect };
