import { expect, expectAccessible, test } from "./fixtures";

/**
 * The whole purchase from the checker's result page through the demo checkout (no Stripe key in the
 * Playwright web server), for the template of the visa the result recommends.
 */
test("buys the template from the checker's result page through the demo checkout", async ({ page }) => {
  await page.goto("/#checker");
  const checker = page.locator("#checker");

  await checker.getByRole("button", { name: /India/ }).first().click();
  await checker.getByRole("button", { name: "Next Step" }).click();
  await checker.getByRole("group", { name: "Which visa stream fits your visit?" }).getByLabel("Tourist Visa", { exact: true }).check();
  await checker.getByRole("group", { name: "How long will you stay in Australia on this visit?" }).getByLabel("Up to 3 months", { exact: true }).check();
  await checker.getByRole("button", { name: "Next Step" }).click();
  const answer = async (question: RegExp, value: "Yes" | "No") => {
    await checker.getByRole("group", { name: question }).getByLabel(value, { exact: true }).check();
  };
  await answer(/sufficient funds/i, "Yes");
  await answer(/character requirements/i, "Yes");
  await answer(/refused or cancelled/i, "No");
  await checker.getByRole("button", { name: "See My Result" }).click();
  await expect(page.getByText("You MAY Be Eligible!")).toBeVisible();

  await page.getByRole("button", { name: "Buy Template - $29 AUD" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Purchase" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "with the purchase dialog open");
  // The answers go with the purchase, to be printed in the guide, unless the box is unticked.
  await expect(dialog.getByRole("checkbox", { name: /Print my answers to the check in the guide/ })).toBeChecked();
  await dialog.getByLabel("Email").fill("checker-buyer@example.com");
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();

  await expect(page).toHaveURL(/\/checkout\/demo\/cs_demo_/);
  // The template sold is the recommended visa's: the Visitor visa's Tourist stream for an Indian passport.
  await expect(page.getByRole("cell", { name: /^Visa Application Template & Checklist: Visitor visa \(subclass 600\), Tourist stream/ })).toBeVisible();
  await expect(page.getByText(/^Order reference: [0-9A-F-]{8}$/)).toBeVisible();
  await page.getByRole("button", { name: "Pay $29 AUD" }).click();
  await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_demo_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page.getByLabel("Email Address")).toHaveValue("checker-buyer@example.com");
});
