import { devices } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe("rough edges a new visitor hits", () => {
  test("a route change paints the new page at the top, without scrolling there from the old position", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Read once, no polling: an animated scroll would still be on its way up.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the city map asks touch screens to tap, not to hover", async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ ...devices["Pixel 5"], baseURL });
    const touchPage = await phone.newPage();
    await touchPage.goto("/why-visit-australia");
    const lead = touchPage.locator("#city-map");
    await expect(lead.getByText("Tap a city to read about it.")).toBeVisible();
    await expect(lead.getByText("Hover over a city", { exact: false })).toBeHidden();
    await phone.close();
  });

  test("with a mouse the city map still says hover", async ({ page }) => {
    await page.goto("/why-visit-australia");
    await expect(page.locator("#city-map").getByText("Hover over a city", { exact: false })).toBeVisible();
    await expect(page.locator("#city-map").getByText("Tap a city to read about it.")).toBeHidden();
  });
});
