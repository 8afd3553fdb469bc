import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until its scripts have run and it has hydrated, so typing is not lost to a re-render. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await page.waitForLoadState("networkidle");
}
