import type { Page } from "@playwright/test";
import { faqTopics } from "../../app/content/faq";
import { allGuides } from "../../app/content/guides";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Content pages that work fully as HTML are sent without React (the page registry's `hydrates: false`):
 * no framework bundle, no hydration data, only their own small inline scripts, allowed by the CSP.
 */
const contentPages = [
  "/about",
  "/why-visit-australia",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
  "/what-changed",
  ...allGuides().map((guide) => guide.path),
  "/australia-family-tourist-visa-for-parents",
  "/payment/cancel",
];

/** What a page loaded and ran: the site's scripts fetched, script elements, the router's globals, errors. */
async function visit(page: Page, path: string) {
  const scriptRequests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\/assets\/.*\.js$/.test(request.url())) scriptRequests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  const found = await page.evaluate(() => ({
    scriptFiles: document.querySelectorAll("script[src]").length,
    modulePreloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    routerGlobals: Object.keys(window).filter((key) => key.startsWith("__reactRouter")),
    runnable: [...document.querySelectorAll("script")].filter((script) => !script.type || script.type === "module").length,
  }));
  return { status: response?.status(), scriptRequests, errors, found, csp: response?.headers()["content-security-policy"] ?? "" };
}

test.describe("pages without React", () => {
  for (const prefix of ["", "/ja"]) {
    for (const path of contentPages) {
      test(`${prefix}${path} loads no framework script, keeps the CSP and has no errors`, async ({ page }) => {
        const loaded = await visit(page, `${prefix}${path}`);
        expect(loaded.status).toBe(200);
        expect(loaded.scriptRequests).toEqual([]);
        expect(loaded.found.scriptFiles).toBe(0);
        expect(loaded.found.modulePreloads).toBe(0);
        expect(loaded.found.routerGlobals).toEqual([]);
        // Its own behaviour (at least the header's menus) runs inline, allowed by hash or nonce, never by 'unsafe-inline'.
        expect(loaded.found.runnable).toBeGreaterThan(0);
        expect(loaded.csp).toMatch(/script-src 'self' ('sha256-[^']+' )+'strict-dynamic'|script-src 'self' 'nonce-[^']+'/);
        expect(loaded.csp).not.toContain("unsafe-inline';style-src-attr");
        expect(loaded.errors).toEqual([]);
        await expectAccessible(page, "without React");
      });
    }
  }

  test("the 404 screen loads no framework script either", async ({ page }) => {
    const loaded = await visit(page, "/ja/no-such-page-here");
    expect(loaded.status).toBe(404);
    expect(loaded.scriptRequests).toEqual([]);
    expect(loaded.errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("pages that hydrate still load the framework", async ({ page }) => {
    const loaded = await visit(page, "/");
    expect(loaded.scriptRequests.some((url) => /\/assets\/.*\.js$/.test(url))).toBe(true);
    expect(loaded.found.routerGlobals.length).toBeGreaterThan(0);
  });

  for (const prefix of ["", "/ja"]) {
    test(`${prefix}/faq: the topic in view is highlighted, and a topic link scrolls to it`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      const loaded = await visit(page, `${prefix}/faq`);
      expect(loaded.scriptRequests).toEqual([]);
      const nav = page.locator("[data-faq-topics]");
      const links = nav.locator("a[data-topic]");
      await expect(links.first()).toHaveAttribute("aria-current", "true");
      const third = faqTopics[2]!;
      await page.evaluate((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight * 0.1, behavior: "instant" });
      }, third.id);
      await expect(nav.locator(`a[data-topic="${third.id}"]`)).toHaveAttribute("aria-current", "true");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);

      const last = faqTopics[3]!;
      await nav.locator(`a[data-topic="${last.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/faq#${last.id}$`));
      const heading = page.locator(`#${last.id} h2`);
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      await expect(nav.locator(`a[data-topic="${last.id}"]`)).toHaveAttribute("aria-current", "true");
      expect(loaded.errors).toEqual([]);
    });
  }

  test("on a phone the menu opens, Escape closes it, and its links are plain page loads", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/ja/about");
    const menuButton = page.locator("[data-mobile-nav] summary");
    const menu = page.locator("[data-mobile-nav] nav").first();
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    // A plain page load: the document is replaced, so a mark left on the old window is gone.
    await page.evaluate(() => Object.assign(window, { oldDocument: true }));
    await menu.locator('a[href="/ja/faq"]').click();
    await expect(page).toHaveURL(/\/ja\/faq$/);
    expect(await page.evaluate(() => "oldDocument" in window)).toBe(false);
  });

  test("the language switcher's links show the same page in the chosen language", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, "/privacy-policy");
    const switcher = page.locator("[data-language-switcher]");
    await switcher.locator("summary").click();
    await switcher.getByRole("link", { name: "日本語" }).click();
    await expect(page).toHaveURL(/\/ja\/privacy-policy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await page.locator("[data-language-switcher] summary").click();
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-language-switcher] nav")).toBeHidden();
  });

  test("the city map describes the city under the mouse and keeps a chosen one", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // In Japanese: the cities' names and descriptions are the page's language, worded by the server.
    const loaded = await visit(page, "/ja/why-visit-australia?city=perth");
    expect(loaded.scriptRequests).toEqual([]);
    const panel = page.locator("[data-city-panel]");
    await expect(panel.getByRole("heading", { name: "パース" })).toBeVisible();
    await page.locator('[data-city="sydney"]').hover();
    await expect(panel.getByRole("heading", { name: "シドニー" })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(panel.getByRole("heading", { name: "パース" })).toBeVisible();
    await page.locator('[data-city="darwin"]').click();
    await expect(page.locator('[data-city="darwin"]')).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('li:has([data-city="darwin"]) [data-city-label]')).toHaveCSS("opacity", "1");
    expect(loaded.errors).toEqual([]);
  });
});
