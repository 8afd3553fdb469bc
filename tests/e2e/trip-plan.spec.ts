import type { Locator, Page } from "@playwright/test";
import { test as noScriptTest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Today in Australia, and a day some weeks on, as the trip form takes them (YYYY-MM-DD). */
function australianDate(daysOn = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysOn)).toISOString().slice(0, 10);
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const inWords = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return `${day} ${months[month - 1]} ${year}`;
};

/** Ten weeks on, and the day to apply by for the Visitor visa's Tourist stream (9 in 10 decided within 23 days). */
const arrive = australianDate(70);
const applyBy = australianDate(70 - 23);

const indianTourist = "country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";
const germanTourist = "country=DE&passport=DE&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";

function checker(page: Page): Locator {
  return page.locator("#checker");
}

/** The trip plan sits with the visa under the verdict; the trip form below the checklist. Both are in the checker. */
function tripPanel(page: Page): Locator {
  return page.locator("#checker");
}

async function choose(page: Page, question: string, option: string) {
  await checker(page).getByRole("group", { name: question }).getByLabel(option, { exact: true }).check();
}

async function next(page: Page) {
  await checker(page).getByRole("button", { name: /^(Next Step|See My Result)$/ }).click();
}

test.describe("the trip plan with JavaScript", () => {
  test("an Indian traveller arriving in 10 weeks gets the date to apply by, then as a German-Indian dual national is told to use the German passport", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "India" }).click();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await choose(page, "How long will you stay in Australia on this visit?", "Up to 3 months");
    await next(page);
    await choose(page, "Do you have sufficient funds for your stay?", "Yes");
    await choose(page, "Do you meet character requirements (e.g., no criminal record)?", "Yes");
    await choose(page, "Have you ever had an Australian visa refused or cancelled?", "No");
    await next(page);
    await expect(section.locator('[data-visa="visitor-600-tourist"]')).toBeVisible();

    const panel = tripPanel(page);
    await expect(panel.getByRole("heading", { name: "Your trip (optional)" })).toBeVisible();
    await panel.getByLabel("Arrival in Australia").fill(arrive);
    await panel.getByRole("button", { name: "Show my trip plan" }).click();
    // Worked out in the page: the home page stays where it is.
    await expect(page).toHaveURL(/\/(#checker)?$/);
    const applyByBox = panel.locator(`[data-apply-by="${applyBy}"]`);
    await expect(applyByBox).toContainText(`Apply by ${inWords(applyBy)}`);
    await expect(applyByBox).toContainText("47 days left.");
    await expect(applyByBox).toContainText("as reported by Australian Migration Agents");
    // The processing figure was read from a secondary report: the note beside it sends the reader to Home Affairs.
    await expect(applyByBox.locator('[data-figure-check="processingDaysTourist"]')).toContainText("check the current figure on");
    // A date ahead can be turned into a reminder, only when asked.
    await expect(panel.getByRole("heading", { name: `Remind me to apply by ${inWords(applyBy)}` })).toBeVisible();
    await expectAccessible(page, "with the apply-by date");

    // A departure before the arrival is dropped, with the reason beside the field.
    await panel.getByLabel("Departure from Australia").fill(australianDate(60));
    await panel.getByRole("button", { name: "Show my trip plan" }).click();
    await expect(panel.getByText("The departure date is before the arrival date.")).toBeVisible();
    await expect(panel.getByLabel("Departure from Australia")).toHaveAttribute("aria-invalid", "true");

    await panel.getByLabel("Departure from Australia").fill(australianDate(84));
    await panel.getByLabel("Other passport 1").selectOption({ label: "Germany" });
    await panel.getByRole("button", { name: "Show my trip plan" }).click();
    await expect(panel.locator('[data-trip-passport="DE"]')).toHaveText("Use your passport from Germany: it gets the eVisitor (subclass 651), which is free.");
    await expect(section.locator('[data-visa="evisitor-651"]')).toBeVisible();
    await expect(panel.locator('[data-trip-stay="fits"]')).toContainText("Your stay of 14 days fits");
    await expect(panel.locator('[data-apply-by="none"]')).toContainText("Apply before you book");
    await expectAccessible(page, "with the passport chosen");

    // The shareable link carries the answers on the chosen passport, the trip and the other passport held.
    const link = section.getByRole("link", { name: "Link to this result" });
    await expect(link).toHaveAttribute("href", new RegExp(`passport=DE.*arrive=${arrive}.*otherPassport=IN.*view=result`));
  });

  test("in Japanese, an Australian citizen who also holds a German passport is told to travel on the Australian passport", async ({ page }) => {
    await page.goto(`/ja/check?${germanTourist}&otherPassport=AU&view=result`);
    const section = checker(page);
    await expect(section.locator('[data-route="australian-citizen"]')).toBeVisible();
    await expect(tripPanel(page).locator('[data-trip-passport="AU"]')).toContainText("オーストラリアのパスポートで渡航してください");
    await expectAccessible(page, "Japanese result with the trip panel");
  });
});

noScriptTest.describe("the trip plan without JavaScript", () => {
  noScriptTest("the trip form is a GET form to /check: the date to apply by, then the German passport, from the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/check?${indianTourist}&view=result`);
    const panel = tripPanel(page);
    await panel.getByLabel("Arrival in Australia").fill(arrive);
    await panel.getByRole("button", { name: "Show my trip plan" }).click();
    await expect(page).toHaveURL(new RegExp(`/check\\?.*arrive=${arrive}`));
    await expect(panel.locator(`[data-apply-by="${applyBy}"]`)).toContainText(`Apply by ${inWords(applyBy)}`);

    await panel.getByLabel("Other passport 1").selectOption({ label: "Germany" });
    await panel.getByRole("button", { name: "Show my trip plan" }).click();
    await expect(page).toHaveURL(/otherPassport=DE/);
    await expect(panel.locator('[data-trip-passport="DE"]')).toContainText("Use your passport from Germany");
    await expect(checker(page).locator('[data-visa="evisitor-651"]')).toBeVisible();
    // The kept arrival stays in the form, and a second passport field is offered.
    await expect(panel.getByLabel("Arrival in Australia")).toHaveValue(arrive);
    await expect(panel.getByLabel("Other passport 2")).toHaveValue("");
    await context.close();
  });

  noScriptTest("in Hindi, an Australian-German dual national is told no visa is needed on the Australian passport", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/hi/check?${germanTourist}&view=result`);
    const panel = tripPanel(page);
    await panel.getByLabel("अन्य पासपोर्ट 1").selectOption("AU");
    await panel.getByRole("button", { name: "मेरी यात्रा योजना दिखाएँ" }).click();
    await expect(page).toHaveURL(/\/hi\/check\?.*otherPassport=AU/);
    await expect(checker(page).locator('[data-route="australian-citizen"]')).toBeVisible();
    await expect(panel.locator('[data-trip-passport="AU"]')).toContainText("अपने ऑस्ट्रेलियाई पासपोर्ट पर यात्रा करें");
    await context.close();
  });
});

test.describe("the trip plan before JavaScript loads", () => {
  test("the server's result with the trip panel passes axe", async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`/check?${indianTourist}&arrive=${arrive}&depart=${australianDate(60)}&otherPassport=CN&view=result`);
    await expect(tripPanel(page).getByText("The departure date is before the arrival date.")).toBeVisible();
    await expectAccessible(page, "no-JavaScript result with a trip");
  });
});
