import fs from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import type * as AxeCore from "axe-core";

/** Fails with the list of axe violations on the page as it is now. */
export async function expectAccessible(page: Page, context = "") {
  await settleAnimations(page);
  // The same document at the same size judged clean before (most tests start on the same few pages) is clean again.
  const fingerprint = await documentFingerprint(page);
  if (cleanDocuments.has(fingerprint)) return;
  let violations = await axeViolations(page);
  if (violations.length > 0) {
    // A toast that mounted while axe was reading the page is judged mid-fade; a real violation stays on a second look.
    await settleAnimations(page);
    violations = await axeViolations(page);
  }
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.slice(0, 5).join("\n    ")}`);
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
      // The visitor count goes up with every new browser session; a page that differs only in its digits
      // is the same page to axe (same element, same styles), so every later visit of the home page hits.
      document.documentElement.outerHTML.replace(/(tabular-nums">)[\d.,\s\u00a0\u202f]+</g, "$1#<"),
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

/** axe's own script, put into a document once and kept there while the document lives. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  /** The offending elements' selectors. */
  targets: string[];
}

/**
 * axe's violations on the page as it is now: every rule over the whole document, or only the given rules
 * over the part a selector names. axe runs in the page itself. (The Playwright wrapper injects axe into every
 * frame on each call and opens a page of its own to merge the frames' results: about a second per call on
 * the home page, three times what the rules take. The site's pages have no frames, so one run in the
 * document judges all of it.)
 */
export async function axeViolations(page: Page, scope: { include?: string; rules?: string[] } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async ({ include, rules }) => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    // Only violations are read, so axe need not gather details of every rule that passed.
    const results = await axe.run(include ? { include: [include] } : document, {
      resultTypes: ["violations"],
      iframes: false,
      ...(rules && { runOnly: { type: "rule" as const, values: rules } }),
    });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, scope);
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
 * first does, until they have run: at most three seconds, and only until a script's request fails in a test
 * that keeps the scripts from loading (nothing will run then). A page without React, or with JavaScript
 * off, has no router context and is not waited for.
 */
async function scriptsStarted(page: Page, scriptFailed: Promise<void>) {
  // If a failed script wins the race, the other wait still runs out later, unheeded.
  const started = page
    .waitForFunction(() => !("__reactRouterContext" in window) || "__reactRouterRouteModules" in window, undefined, { timeout: 3_000 })
    .catch(() => undefined);
  await Promise.race([started, scriptFailed]);
}

/** Resolves when a script request of the page fails from now on; `stop` removes the listener. */
function watchFailedScripts(page: Page): { failed: Promise<void>; stop: () => void } {
  let onFailed: (request: Request) => void = () => undefined;
  const failed = new Promise<void>((resolve) => {
    onFailed = (request) => {
      if (request.resourceType() === "script") resolve();
    };
  });
  page.on("requestfailed", onFailed);
  return { failed, stop: () => page.off("requestfailed", onFailed) };
}

/**
 * Every test gets a page whose `goto` also waits for the page's scripts and runs axe on what it loaded,
 * so each visit in the suite is checked for accessibility.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const scripts = watchFailedScripts(page);
      try {
        const response = await goto(url, options);
        await page.waitForLoadState("load");
        await scriptsStarted(page, scripts.failed);
        await expectAccessible(page, "after navigation");
        return response;
      } finally {
        scripts.stop();
      }
    };
    await use(page);
  },
});

export { expect };
