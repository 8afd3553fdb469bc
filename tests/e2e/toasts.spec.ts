import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** An Indian tourist who passes, up to the result with its template offer (a Visitor visa's guide). */
async function reachResult(page: Page) {
  await page.goto("/#checker");
  const section = page.locator("#checker");
  const next = () => section.getByRole("button", { name: /^(Next Step|See My Result)$/ }).click();
  const choose = (question: string, option: string) => section.getByRole("group", { name: question }).getByLabel(option, { exact: true }).check();
  await section.getByRole("button", { name: "India" }).click();
  await next();
  await choose("Which visa stream fits your visit?", "Tourist Visa");
  await choose("How long will you stay in Australia on this visit?", "Up to 3 months");
  await next();
  await choose("Do you have sufficient funds for your stay?", "Yes");
  await choose("Do you meet character requirements (e.g., no criminal record)?", "Yes");
  await choose("Have you ever had an Australian visa refused or cancelled?", "No");
  await next();
}

/** Toasts speak about the page the visitor is on: none stacks copies, none follows them to the next page. */
test.describe("toasts", () => {
  test("the same 'Invalid Email' toast does not stack, and it does not follow the visitor to checkout or the success page", async ({ page }) => {
    await reachResult(page);
    await page.getByRole("button", { name: "Buy Template - $29 AUD" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Purchase" });
    for (let press = 0; press < 3; press += 1) await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid Email" })).toHaveCount(1);
    // The toast covers neither the site's header and its navigation nor the form it speaks about.
    const toast = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
    for (const covered of [page.locator("header[data-site-header]"), dialog.getByRole("button", { name: "Proceed to Payment" }), dialog.getByLabel("Email")]) {
      const box = (await covered.boundingBox())!;
      const overlaps = toast.x < box.x + box.width && box.x < toast.x + toast.width && toast.y < box.y + box.height && box.y < toast.y + toast.height;
      expect(overlaps, `the toast covers ${String(covered)}`).toBe(false);
    }

    await dialog.getByLabel("Email").fill("toasts@example.com");
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await expect(page.getByRole("heading", { name: "Demo Checkout" })).toBeVisible();
    await expect(page.getByText("Invalid Email")).toHaveCount(0);
    await page.getByRole("button", { name: "Pay $29 AUD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByText("Payment Successful!")).toBeVisible();
    await expect(page.getByText("Invalid Email")).toHaveCount(0);
  });
});
