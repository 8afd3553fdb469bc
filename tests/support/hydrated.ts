import { expect, type Page } from "@playwright/test";
import { matchPage } from "../../app/lib/site/page-queries";
import { splitLocalePath } from "../../app/modules/i18n/locales";

/** Whether the page at `path` (any language, with or without a query) runs React in the browser, as the page registry says. */
export function pageHydrates(path: string): boolean {
  const pathname = new URL(path, "http://localhost").pathname;
  return matchPage(splitLocalePath(pathname).path)?.page.hydrates !== false;
}

/**
 * Waits until the page's scripts have run: a page that runs React has hydrated (so typing is not lost to a
 * re-render), one sent without React has nothing more to load.
 */
export async function waitForPageScripts(page: Page): Promise<void> {
  if (pageHydrates(page.url())) {
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window), { message: `${page.url()} runs its scripts`, timeout: 30_000 }).toBe(true);
  }
  await page.waitForLoadState("networkidle");
}

/** Opens a page and waits until its scripts have run. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageScripts(page);
}
