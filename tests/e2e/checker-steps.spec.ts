import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The wizard's steps as browser history: each step is an entry the wizard writes itself, so the
 * browser's Back and Forward, a reload and clicks that follow each other closely all land on the
 * step a person expects, with every answer kept.
 */

function checker(page: Page): Locator {
  return page.locator("#checker");
}

async function expectPosition(page: Page, position: string) {
  await expect(checker(page).getByTestId("checker-step-position")).toHaveText(position);
}

async function choose(page: Page, question: string | RegExp, option: string) {
  await checker(page).getByRole("group", { name: question }).getByLabel(option, { exact: true }).check();
}

function button(page: Page, name: "Next Step" | "Back" | "See My Result"): Locator {
  return checker(page).getByRole("button", { name, exact: true });
}

/** India, then the tourist stream for up to 3 months: the wizard stands on 'Step 3 of 3'. */
async function toBasicRequirements(page: Page) {
  await checker(page).getByRole("button", { name: "India", exact: true }).click();
  await button(page, "Next Step").click();
  await expectPosition(page, "Step 2 of 3");
  await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
  await choose(page, "How long will you stay in Australia on this visit?", "Up to 3 months");
  await button(page, "Next Step").click();
  await expectPosition(page, "Step 3 of 3");
}

/**
 * Clicks the wizard's buttons named in `names`, one click each, each in its own task right after the
 * one before, as fast as the browser delivers a person's clicks: no frame is painted between them, so
 * every click after the first lands while the step is changing. Each click finds its button where it
 * is then (a step's buttons move with the height of its card).
 */
async function clickInQuickSuccession(page: Page, names: string[]) {
  await page.evaluate(
    (names) =>
      new Promise<void>((resolve) => {
        const clickNext = (index: number) => {
          const name = names[index];
          if (name === undefined) return resolve();
          // The wizard keeps the steps it is not showing in the page, hidden: the button is the one shown.
          const target = [...document.querySelectorAll<HTMLButtonElement>("#checker button")].find(
            (b) => b.textContent?.trim() === name && b.checkVisibility({ visibilityProperty: true }),
          );
          target?.click();
          setTimeout(() => clickNext(index + 1), 0);
        };
        clickNext(0);
      }),
    names,
  );
}

test.describe("the wizard's steps in browser history", () => {
  test("Back and Forward through history move between steps on /check and keep every answer", async ({ page }) => {
    await page.goto("/check");
    await toBasicRequirements(page);
    await choose(page, "Do you have sufficient funds for your stay?", "Yes");

    await page.goBack();
    await expectPosition(page, "Step 2 of 3");
    await expect(checker(page).getByLabel("Tourist Visa")).toBeChecked();
    await page.goBack();
    await expectPosition(page, "Step 1 of 3");
    await expect(checker(page).getByRole("button", { name: "India", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(checker(page).getByRole("heading", { name: "Country of Residence" })).toBeFocused();

    await page.goForward();
    await expectPosition(page, "Step 2 of 3");
    await expect(checker(page).getByLabel("Up to 3 months")).toBeChecked();
    await page.goForward();
    await expectPosition(page, "Step 3 of 3");
    await expect(checker(page).getByRole("group", { name: /sufficient funds/ }).getByLabel("Yes")).toBeChecked();
    await expect(page).toHaveURL(/\/check$/);

    await choose(page, /character requirements/, "Yes");
    await choose(page, /refused or cancelled/, "No");
    await button(page, "See My Result").click();
    await expect(checker(page).getByRole("heading", { name: "Your Preliminary Result" })).toBeFocused();
    await page.goBack();
    await expectPosition(page, "Step 3 of 3");
    await page.goForward();
    await expect(checker(page).getByRole("heading", { name: "Your Preliminary Result" })).toBeVisible();
  });

  test("clicks that land while the step changes are each applied, each with its own history entry", async ({ page }) => {
    await page.goto("/check");
    await toBasicRequirements(page);
    await choose(page, "Do you have sufficient funds for your stay?", "Yes");
    await choose(page, /character requirements/, "Yes");
    await choose(page, /refused or cancelled/, "No");

    await clickInQuickSuccession(page, ["Back", "Back"]);
    await expectPosition(page, "Step 1 of 3");
    await clickInQuickSuccession(page, ["Next Step", "Next Step"]);
    await expectPosition(page, "Step 3 of 3");
    await clickInQuickSuccession(page, ["Back"]);
    await expectPosition(page, "Step 2 of 3");
    // The second click is 'See My Result' on the step the first one showed.
    await clickInQuickSuccession(page, ["Next Step", "See My Result"]);
    await expect(checker(page).getByRole("heading", { name: "Your Preliminary Result" })).toBeVisible();

    // History holds the page's first entry, then one entry per forward click since the last Back.
    await page.goBack();
    await expectPosition(page, "Step 3 of 3");
    await page.goBack();
    await expectPosition(page, "Step 2 of 3");
    await page.goBack();
    await expectPosition(page, "Step 1 of 3");
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(checker(page).getByRole("heading", { name: "Your Preliminary Result" })).toBeVisible();
  });

  test("a second click on 'Next Step' with the next step unanswered asks for its answers there", async ({ page }) => {
    await page.goto("/check");
    await checker(page).getByRole("button", { name: "India", exact: true }).click();
    await clickInQuickSuccession(page, ["Next Step", "Next Step"]);
    await expectPosition(page, "Step 2 of 3");
    await expect(page.locator('[data-sonner-toast][data-front="true"]')).toContainText("Please answer all questions before proceeding.");
    await expect(checker(page).getByText("Please choose an answer.")).toHaveCount(2);
  });

  test("a reload on a step shows that step with the answers that led to it, and Back still leads to the one before", async ({ page }) => {
    await page.goto("/check");
    await toBasicRequirements(page);
    await page.goBack();
    await page.goForward();
    await expectPosition(page, "Step 3 of 3");

    await page.reload();
    await expectPosition(page, "Step 3 of 3");
    await expect(checker(page).getByRole("heading", { name: "Basic Requirements" })).toBeVisible();
    await button(page, "Back").click();
    await expectPosition(page, "Step 2 of 3");
    await expect(checker(page).getByLabel("Tourist Visa")).toBeChecked();
    await page.goBack();
    await expectPosition(page, "Step 1 of 3");
  });
});
