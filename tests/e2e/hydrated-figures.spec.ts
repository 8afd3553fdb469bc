import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signIn } from "./admin-support";
import { expect, test } from "./fixtures";
import { openHydrated } from "../support/hydrated";

const CHARGE = "visitor600ChargeOutside";
const indianTourist = "check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result";
const indiaGuide = "australia-visitor-visa-from-india";

// The notes beside the seeded charge, which needs checking on a fresh installation, are tested in figures.spec.ts,
// which runs first on that installation; this spec runs after it (stateful specs run in file order).

/** Saves the charge through the admin form, as an administrator types it. */
async function saveCharge(page: Page, value: string, note: string) {
  await signIn(page);
  await page.goto(`/admin/figures/${CHARGE}`);
  await page.getByLabel("Value").fill(value);
  await page.getByLabel("Note").fill(note);
  await page.getByRole("button", { name: "Save Figure" }).click();
  await expect(page).toHaveURL(/\/admin\/figures$/, { timeout: 10_000 });
}

/** Collects what the browser reports as errors: a page the browser rendered differently from the server fails here (React #418). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test.describe("figures changed at run time, in the browser", () => {
  test.describe.configure({ mode: "serial" });

  test.afterAll(async ({ browser }) => {
    // Other specs on this server quote the seeded charge: put it back (the history keeps both changes).
    const page = await browser.newPage({ baseURL });
    await saveCharge(page, "200", "Back to the seeded figure after the browser test.");
    await page.close();
  });

  test("an administrator changes the charge: with JavaScript, the home page's answers, the FAQ, the India guide and the checker's result show it after hydration, with no error", async ({ page }) => {
    // Nine pages in two languages, each checked by axe on arrival.
    test.setTimeout(120_000);
    await saveCharge(page, "250", "Read on the Visa Pricing Estimator.");
    const errors = watchErrors(page);

    for (const prefix of ["", "/ja"]) {
      await openHydrated(page, `${prefix}/${indianTourist}`);
      const result = page.locator('[data-visa="visitor-600-tourist"]').first();
      await expect(result).toContainText(/AUD\s250/);
      await expect(result).not.toContainText(/AUD\s200\b/);
      // Checked and saved today: nothing needs saying beside it any more.
      await expect(page.locator(`[data-figure-check="${CHARGE}"]`)).toHaveCount(0);

      // The home page's questions rendered by the browser's own bundle: reached by a navigation inside the site.
      await page.locator("header").getByRole("link").first().click();
      await expect(page.locator("#home-questions")).not.toBeEmpty();
      await expect(page.locator("#home-questions")).toContainText(/AUD\s250/);
      await expect(page.locator("#home-questions")).not.toContainText(/AUD\s200\b/);

      // The FAQ and the guides are sent without React: what the server rendered is what stays.
      await page.goto(`${prefix}/faq`);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("#main")).toContainText(/AUD\s250/);
      await expect(page.locator("#main")).not.toContainText(/AUD\s200\b/);

      // The India guide in English; under /ja, the Indian passport's guide it leads to.
      await page.goto(`${prefix}/${indiaGuide}`);
      await page.waitForLoadState("networkidle");
      if (prefix === "") await expect(page.getByRole("complementary", { name: "At a glance" })).toContainText("AUD 250 (applying outside Australia)");
      await expect(page.locator("#main")).toContainText(/AUD\s250/);
      await expect(page.locator("#main")).not.toContainText(/AUD\s200\b/);
    }
    await openHydrated(page, "/");
    await expect(page.locator("#home-questions")).toContainText("AUD 250");
    expect(errors).toEqual([]);
  });
});
