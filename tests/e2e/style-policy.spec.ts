import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// An Indian tourist: a Visitor visa (600) result, which offers the paid guide and its purchase dialog.
const tourist = "country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";

/**
 * Every kind of response the site sends: prerendered pages, pages rendered per request, pages in other
 * languages, the 404 screen, the sign-in page, JSON (the open API, a problem), a PDF, the sitemap.
 */
const pageTypes = [
  "/",
  "/faq",
  "/ja/faq",
  "/contact",
  `/check?${tourist}&view=result`,
  "/login",
  "/no-such-page",
  `/api/eligibility?passport=DE&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no`,
  "/api/eligibility",
  `/check/result.pdf?${tourist}`,
  "/sitemap.xml",
];

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values.join(" ")]),
  );
}

test.describe("the style policy", () => {
  test("every kind of response allows style elements from this origin only, and inline style attributes", async ({ request }) => {
    for (const path of pageTypes) {
      const response = await request.get(path, { maxRedirects: 0 });
      const policy = response.headers()["content-security-policy"];
      expect(policy, path).toBeDefined();
      const found = directives(policy ?? "");
      expect(found.get("style-src"), path).toBe("'self'");
      expect(found.get("style-src-attr"), path).toBe("'unsafe-inline'");
    }
  });

  test("the toast and the dialog are styled without any inline style element", async ({ page }) => {
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { refusedStyles: string[] }).refusedStyles = refused;
      document.addEventListener("securitypolicyviolation", (event) => refused.push(`${event.effectiveDirective}: ${event.sample}`));
    });
    await page.goto(`/check?${tourist}&view=result`);
    await page.getByRole("button", { name: "Buy Template - $29 AUD" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Purchase" });
    await expect(dialog).toBeVisible();
    // The dialog locks the page's scrolling with the scroll-lock library's rules.
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    const toast = page.locator("[data-sonner-toaster]");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid Email" })).toBeVisible();
    // The toast library's own stylesheet places the toaster.
    await expect(toast).toHaveCSS("position", "fixed");
    expect(await refusals(page)).toEqual([]);
    expect(await page.locator("style").count()).toBe(0);
  });
});

async function refusals(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { refusedStyles: string[] }).refusedStyles);
}
