import type { Locator, Page } from "@playwright/test";
import { test as noScriptTest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const answerRequired = "Please answer all questions before proceeding.";

/** The toast in front (one shows at a time; a replaced one may still be in the page, hidden). */
function toast(page: Page): Locator {
  return page.locator('[data-sonner-toast][data-front="true"]');
}

function checker(page: Page): Locator {
  return page.locator("#checker");
}

/** Asserts 'Step N of M', the rounded percent (step + 1) / steps beside it, the bar and the focused heading. */
async function expectStep(page: Page, step: number, steps: number, title: string) {
  const percent = Math.round((step / steps) * 100);
  const section = checker(page);
  await expect(section.getByTestId("checker-step-position")).toHaveText(`Step ${step} of ${steps}`);
  await expect(section.getByTestId("checker-percent")).toHaveText(`${percent}% complete`);
  await expect(section.getByRole("progressbar", { name: "Checker progress" })).toHaveAttribute("aria-valuenow", String(percent));
  await expect(section.getByRole("heading", { name: title, exact: true })).toBeVisible();
}

async function next(page: Page) {
  await checker(page).getByRole("button", { name: /^(Next Step|See My Result)$/ }).click();
}

/** The searchable country-of-residence list. */
/** The search box the checker has once its script runs (before that, a plain select answers to the same name). */
function countryBox(page: Page): Locator {
  return checker(page).getByRole("combobox", { name: "Find your country in the full list" }).and(page.locator("input"));
}

/** Picks a radio answer by the question's legend and the option's label. */
async function choose(page: Page, question: string | RegExp, option: string) {
  await checker(page).getByRole("group", { name: question }).getByLabel(option, { exact: true }).check();
}

/** The purpose step: the stream, and the length of stay (up to 3 months unless said otherwise). */
async function purpose(page: Page, stream: string, stay = "Up to 3 months") {
  await choose(page, "Which visa stream fits your visit?", stream);
  await choose(page, "How long will you stay in Australia on this visit?", stay);
}

async function basicRequirements(page: Page, { funds = "Yes", character = "Yes", refused = "No" } = {}) {
  await choose(page, "Do you have sufficient funds for your stay?", funds);
  await choose(page, "Do you meet character requirements (e.g., no criminal record)?", character);
  await choose(page, "Have you ever had an Australian visa refused or cancelled?", refused);
}

test.describe("eligibility checker with JavaScript", () => {
  test("a tourist who passes: 3 steps, green card, ETA recommended for a United States resident", async ({ page }) => {
    // The whole walk with axe on each page: past a minute when every browser test runs at once.
    test.setTimeout(150_000);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`));
    await page.goto("/#checker");
    const section = checker(page);
    await expect(section.getByRole("heading", { name: "Visitor Visa Eligibility Check", level: 2 })).toBeVisible();

    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByRole("button", { name: "Back" })).toBeDisabled();
    await section.getByRole("button", { name: "United States" }).click();
    await expect(section.getByRole("button", { name: "United States" })).toHaveAttribute("aria-pressed", "true");
    await expect(countryBox(page)).toHaveValue("United States");
    // The passport is pre-filled from the residence.
    await expect(section.getByLabel("Passport you will travel on")).toHaveValue("US");
    await expectAccessible(page, "on the country step");
    await next(page);

    await expectStep(page, 2, 3, "Purpose of Visit");
    await expect(section.getByRole("heading", { name: "Purpose of Visit" })).toBeFocused();
    await expect(section.getByTestId("checker-announcer")).toHaveText("Step 2 of 3, 67% complete: Purpose of Visit");
    await expect(section.getByRole("button", { name: "Back" })).toBeEnabled();
    await purpose(page, "Tourist Visa");
    await expectAccessible(page, "on the purpose step");
    await next(page);

    await expectStep(page, 3, 3, "Basic Requirements");
    await expect(section.getByRole("button", { name: "See My Result" })).toBeVisible();
    await basicRequirements(page);
    const panel = section.getByRole("complementary", { name: "Your Progress" });
    await expect(panel.locator('[data-status="passing"]')).toHaveCount(7);
    await expectAccessible(page, "on the basic requirements step");
    await next(page);

    await expect(section.getByRole("heading", { name: "Your Preliminary Result" })).toBeFocused();
    const card = section.locator('[data-result="eligible"]');
    await expect(card.getByRole("heading", { name: "You MAY Be Eligible!" })).toBeVisible();
    // Tailwind green-600 and red-600.
    await expect(card).toHaveCSS("border-top-color", /^oklch\(0\.627 0\.194 149/);
    await expect(card).toContainText("A passport of the United States can get an ETA.");
    await expect(card.locator('[data-visa="eta-601"]')).toContainText("Electronic Travel Authority (ETA, subclass 601)");
    await expect(card).toContainText("AUD 20 service charge");
    // Each figure shows where it comes from, one click away: the answer and the next step come first.
    await card.getByText("Why this answer, figures and sources").click();
    await expect(card.getByRole("link", { name: "Home Affairs: Electronic Travel Authority (subclass 601)" }).first()).toHaveAttribute(
      "href",
      "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/electronic-travel-authority-601",
    );
    await expect(section).toContainText("Figures compared with our facts record on");
    await expect(card.getByRole("link", { name: /^Official page\s+for the Electronic Travel Authority \(ETA, subclass 601\), opens in a new tab$/ })).toHaveAttribute(
      "href",
      "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/electronic-travel-authority-601",
    );
    await expect(section).toContainText("not formal immigration advice");
    await expect(section).toContainText("The Department of Home Affairs decides every visa application.");
    await expectAccessible(page, "on the eligible result");

    // The answers never left the browser: no request carried them.
    expect(requests.filter((line) => /funds|previousVisa|stream=|\/check(\?|\.data|\s)/.test(line))).toEqual([]);
  });

  // Changed on purpose: a sponsor settled for less than the usual 2 years no longer gives the red card. The
  // department decides 'settled' case by case, so the visitor may still apply and must show more (amber).
  test("a sponsored visitor whose sponsor is not settled: 4 steps and an amber card naming it", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "India" }).click();
    await next(page);
    await purpose(page, "Sponsored Family Visa");
    await expectStep(page, 2, 4, "Purpose of Visit");
    await next(page);

    await expectStep(page, 3, 4, "Sponsor Requirements");
    await choose(page, "Is your sponsor an Australian citizen or permanent resident?", "Yes");
    await choose(page, "Is your sponsor 18 years of age or older?", "Yes");
    await choose(page, "Has your sponsor lived in Australia for at least 2 years?", "No");
    await choose(page, /Is your sponsor your relative/, "Yes");
    const panel = section.getByRole("complementary", { name: "Your Progress" });
    await expect(panel.locator('[data-status="failing"]')).toHaveText("Answered, does not meet the requirement: Sponsor settled 2+ years");
    await expectAccessible(page, "on the sponsor step with a failing answer");
    await next(page);

    await expectStep(page, 4, 4, "Basic Requirements");
    await basicRequirements(page);
    await next(page);

    const card = section.locator('[data-result="check"]');
    await expect(card.getByRole("heading", { name: "You May Still Apply, With More to Declare or Show" })).toBeVisible();
    // Tailwind amber-600.
    await expect(card).toHaveCSS("border-top-color", /^oklch\(0\.666 0\.179 58/);
    const unmet = card.getByRole("list", { name: "What to act on" }).getByRole("listitem");
    await expect(unmet).toHaveCount(1);
    await expect(unmet).toContainText("Sponsor settled 2+ years");
    await expect(unmet).toContainText("Your sponsor has lived in Australia for less than 2 years.");
    await expect(unmet).toContainText("What you can do:");
    await expect(card.locator('[data-visa="visitor-600-sponsored"]')).toContainText("Sponsored Family stream");
    // The parents' longer visas are a Tourist stream arrangement: not named on a sponsored result.
    await expect(card).not.toContainText("Parent visa (subclass 103)");
    await expectAccessible(page, "on the amber result");
  });

  test("a business visitor who will work for pay is sent to the subclass 400 work visa, with no visitor-visa template", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Germany" }).click();
    await next(page);
    await purpose(page, "Business Visitor Visa");
    await next(page);
    await expectStep(page, 3, 4, "Business Visit Details");
    await choose(page, /genuine business activities/, "Yes");
    await choose(page, /background relevant to the visit/, "Yes");
    await choose(page, /work for or provide services/, "Yes");
    await next(page);
    await expectStep(page, 4, 4, "Basic Requirements");
    await basicRequirements(page);
    await next(page);

    const card = section.locator('[data-result="not-eligible"]');
    await expect(card.getByRole("heading", { name: "You May Not Meet The Requirements" })).toBeVisible();
    await expect(card).toHaveCSS("border-top-color", /^oklch\(0\.577 0\.245 27/);
    // The finding's heading says what was found, not the requirement it fails.
    await expect(card.getByRole("list", { name: "What to act on" })).toContainText("Work for pay in Australia");
    await expect(card).toContainText("Visitor visas do not allow this work.");
    // Even for a German passport (eVisitor for business visitor activities), paid work needs a work visa.
    const visa = card.locator('[data-visa="short-stay-specialist-400"]');
    await expect(visa).toContainText("Temporary Work (Short Stay Specialist) visa (subclass 400)");
    await expect(visa.getByRole("link", { name: /Official page/ })).toHaveAttribute("href", "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-work-400");
    await expect(visa.locator("[data-alternative]")).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Buy Template - $29 AUD" })).toHaveCount(0);
  });

  test("Next on an empty step shows 'Answer Required', stays, marks the questions and focuses the first", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await next(page);
    await expect(toast(page)).toContainText("Answer Required");
    await expect(toast(page)).toContainText(answerRequired);
    await expect(toast(page)).toHaveAttribute("data-type", "error");
    await expectStep(page, 1, 3, "Country of Residence");
    await expect(countryBox(page)).toBeFocused();
    await expect(countryBox(page)).toHaveAccessibleDescription("Please choose the country you live in.");
    await expectAccessible(page, "with the country marked as missing");

    await section.getByRole("button", { name: "Japan" }).click();
    await expect(section.getByText("Please choose the country you live in.")).toBeHidden();
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await choose(page, "Do you have sufficient funds for your stay?", "Yes");
    await next(page);
    await expectStep(page, 3, 3, "Basic Requirements");
    const character = section.getByRole("group", { name: /character requirements/ });
    await expect(character.getByLabel("Yes")).toBeFocused();
    await expect(character.getByLabel("Yes")).toHaveAccessibleDescription("Please choose an answer.");
    await expect(section.getByText("Please choose an answer.")).toHaveCount(2);
    await expectAccessible(page, "with radio questions marked as missing");
  });

  test("Back and the browser's Back move one step back and keep the answers", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Canada" }).click();
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await expectStep(page, 3, 3, "Basic Requirements");
    await choose(page, "Do you have sufficient funds for your stay?", "No");

    await section.getByRole("button", { name: "Back" }).click();
    await expectStep(page, 2, 3, "Purpose of Visit");
    await expect(section.getByLabel("Tourist Visa")).toBeChecked();
    await expect(section.getByRole("heading", { name: "Purpose of Visit" })).toBeFocused();

    await page.goBack();
    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByRole("button", { name: "Canada" })).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByRole("heading", { name: "Country of Residence" })).toBeFocused();

    await page.goForward();
    await expectStep(page, 2, 3, "Purpose of Visit");
    await next(page);
    await expect(section.getByRole("group", { name: /sufficient funds/ }).getByLabel("No")).toBeChecked();
    await choose(page, /character requirements/, "Yes");
    await choose(page, /refused or cancelled/, "No");
    await next(page);
    await expect(section.locator('[data-result="not-eligible"]')).toBeVisible();

    await page.goBack();
    await expectStep(page, 3, 3, "Basic Requirements");
    await expect(page).toHaveURL(/\/$/);
  });

  test("changing the stream replaces the steps that follow it", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "China" }).click();
    await next(page);
    await purpose(page, "Sponsored Family Visa");
    await expectStep(page, 2, 4, "Purpose of Visit");
    const panel = section.getByRole("complementary", { name: "Your Progress" });
    await expect(panel.getByRole("listitem").filter({ hasText: /^\d\./ })).toHaveText([
      /1\. Country of Residence/,
      /2\. Purpose of Visit/,
      /3\. Sponsor Requirements/,
      /4\. Basic Requirements/,
    ]);
    await expect(panel.locator('[aria-current="step"]')).toContainText("Purpose of Visit");
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await expectStep(page, 2, 3, "Purpose of Visit");
    await expect(panel).not.toContainText("Sponsor Requirements");
  });

  test("typing 'ind' in the country search picks India by keyboard", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    const combobox = countryBox(page);
    await expect(combobox).toHaveAttribute("placeholder", "Search country...");
    await combobox.fill("ind");
    const listbox = section.getByRole("listbox", { name: "Countries" });
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(listbox).toHaveCSS("max-height", "300px");
    await expect(listbox.getByRole("option").first()).toHaveText("India");
    await expect(listbox.getByRole("option").nth(1)).toHaveText("Indonesia");
    const activeId = await combobox.getAttribute("aria-activedescendant");
    await expect(page.locator(`[id="${activeId}"]`)).toHaveText("India");
    await expectAccessible(page, "with the country list open");

    await combobox.press("ArrowDown");
    await expect(page.locator(`[id="${await combobox.getAttribute("aria-activedescendant")}"]`)).toHaveText("Indonesia");
    await combobox.press("ArrowUp");
    await combobox.press("Enter");
    await expect(combobox).toHaveValue("India");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(listbox).toBeHidden();
    await expect(section.getByRole("button", { name: "India" })).toHaveAttribute("aria-pressed", "true");

    // With the list closed, Enter moves on like Next.
    await combobox.press("Enter");
    await expectStep(page, 2, 3, "Purpose of Visit");
  });

  test("the country search says 'No country found.' and picks by Tab and by mouse too", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    const combobox = countryBox(page);
    await combobox.fill("jap");
    await combobox.press("Tab");
    await expect(combobox).toHaveValue("Japan");
    await expect(section.getByRole("button", { name: "Japan" })).toHaveAttribute("aria-pressed", "true");
    await combobox.fill("zzzz");
    await expect(section.getByText("No country found.", { exact: true }).first()).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await combobox.fill("new zea");
    await section.getByRole("listbox", { name: "Countries" }).getByRole("option", { name: "New Zealand" }).click();
    await expect(combobox).toHaveValue("New Zealand");
    await combobox.press("Escape");
    await expect(combobox).toHaveValue("");
    await next(page);
    await expect(toast(page)).toContainText("Answer Required");
  });

  test("the whole path works by keyboard alone", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "China" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(section.getByRole("button", { name: "United States" })).toHaveAttribute("aria-pressed", "true");
    await section.getByRole("button", { name: "Next Step" }).focus();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("heading", { name: "Purpose of Visit" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(section.getByLabel("Tourist Visa")).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(section.getByLabel("Up to 3 months")).toBeChecked();
    await page.keyboard.press("Enter");
    await expectStep(page, 3, 3, "Basic Requirements");
    for (const _ of [1, 2, 3]) {
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
    }
    await page.keyboard.press("Enter");
    await expect(section.getByRole("heading", { name: "Your Preliminary Result" })).toBeFocused();
    // Space picked 'Yes' everywhere: a refused visa must be declared (the amber card since the verdict has three levels).
    await expect(section.locator('[data-result="check"]')).toContainText("Visa refused or cancelled before");
  });

  test("Start New Assessment resets the wizard", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Singapore" }).click();
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-result="eligible"]')).toBeVisible();
    await section.getByRole("button", { name: "Start New Assessment" }).click();
    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByRole("button", { name: "Singapore" })).toHaveAttribute("aria-pressed", "false");
    await expect(countryBox(page)).toHaveValue("");
    await expect(section.locator('[data-status="passing"]')).toHaveCount(0);
  });

  test("the result survives a reload and a visit to another page", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Malaysia" }).click();
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-visa="eta-601"]')).toBeVisible();
    await page.reload();
    await expect(section.locator('[data-visa="eta-601"]')).toContainText("A passport of Malaysia can get an ETA.");
    await section.getByRole("link", { name: "Book Now - $199 AUD" }).click();
    await expect(page).toHaveURL(/\/book-consultation$/);
    await page.goBack();
    await expect(section.locator('[data-result="eligible"]')).toBeVisible();
  });

  test("an eVisitor result offers no paid guide, only the free checklist and the consultation", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "United Kingdom" }).click();
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-visa="evisitor-651"]')).toContainText("A British Citizen passport can get an eVisitor");
    await expect(section.locator('[data-visa="evisitor-651"]')).toContainText("Electronic Travel Authority");
    await expect(section.getByRole("link", { name: "Book Now - $199 AUD" })).toBeVisible();
    await expect(section.getByRole("button", { name: "Buy Template - $29 AUD" })).toHaveCount(0);
  });

  test("the result offers the template and the agents", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "India" }).click();
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-visa="visitor-600-tourist"]')).toBeVisible();

    // The agents come from the database: on a fresh install, the four sample agents, labelled as samples.
    const agents = section.getByRole("list", { name: "Agents" }).getByRole("listitem").filter({ hasText: "Sample profile" });
    await expect(agents).toHaveCount(4);
    for (const agent of await agents.all()) {
      await expect(agent).toContainText(/Sample MARN \d{7} \(not on the register\)/);
      await expect(agent).toContainText(/\b(8|9|10|12) years' experience/);
      const photo = agent.getByRole("img");
      await expect(photo).toHaveAttribute("width", "48");
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(section.getByRole("link", { name: "Book Now - $199 AUD" })).toHaveAttribute("href", "/book-consultation");

    await section.getByRole("button", { name: "Buy Template - $29 AUD" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Purchase" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "with the purchase dialog open");
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(toast(page)).toContainText("Invalid Email");
    await expect(toast(page)).toContainText("Please enter a valid email address.");
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByLabel("Email").fill("not-an-address@example");
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(toast(page)).toContainText("Invalid Email");

    // Posting to /checkout (the payments feature's route) is covered by the no-JavaScript test below
    // and by the component test of the purchase form.
  });

  test("pinned countries sit in 2 columns on a phone and 5 on wider screens", async ({ page }) => {
    const columns = async () => {
      const boxes = await checker(page).getByRole("group", { name: "Popular countries" }).getByRole("button").evaluateAll((buttons) =>
        buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
      );
      return boxes.filter((top) => top === boxes[0]).length;
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    expect(await columns()).toBe(2);
    await expectAccessible(page, "at 390 px");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columns()).toBe(5);
  });

  test("the result prints without the site frame, buttons or offers", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "South Korea" }).click();
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await page.emulateMedia({ media: "print" });
    await expect(section.locator('[data-result="eligible"]')).toBeVisible();
    await expect(page.locator("header[data-site-header]")).toBeHidden();
    await expect(section.getByRole("button", { name: "Start New Assessment" })).toBeHidden();
    await expect(section.getByRole("button", { name: "Buy Template - $29 AUD" })).toBeHidden();
  });
});

test.describe("eligibility checker without JavaScript", () => {
  // JavaScript is off, so axe (which runs in the page) cannot: the states below are checked by axe
  // in the next group, where only the site's own scripts are blocked.
  noScriptTest.use({ javaScriptEnabled: false });

  noScriptTest("the whole tourist path, with 'Answer Required' and a result from the URL alone", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await expectStep(page, 1, 3, "Country of Residence");
    await section.getByRole("button", { name: "United States" }).click();

    await expect(page).toHaveURL(/\/check\?/);
    await expectStep(page, 2, 3, "Purpose of Visit");
    await next(page);
    await expect(section.getByRole("alert")).toContainText("Answer Required");
    await expect(section.getByRole("alert")).toContainText(answerRequired);
    await expect(section.getByText("Please choose an answer.")).toHaveCount(2);
    await expectStep(page, 2, 3, "Purpose of Visit");

    await purpose(page, "Tourist Visa");
    await next(page);
    await expectStep(page, 3, 3, "Basic Requirements");
    await expect(section.getByRole("alert")).toHaveCount(0);
    await basicRequirements(page);
    await next(page);

    const card = section.locator('[data-result="eligible"]');
    await expect(card.getByRole("heading", { name: "You MAY Be Eligible!" })).toBeVisible();
    await expect(card.locator('[data-visa="eta-601"]')).toContainText("A passport of the United States can get an ETA.");

    // The ETA is a short online form: no paid guide is offered for it, the consultation is.
    await expect(section.getByText("Buy Template - $29 AUD")).toHaveCount(0);
    await expect(section.getByRole("link", { name: "Book Now - $199 AUD" })).toHaveAttribute("href", "/book-consultation");

    // The browser's Back returns to the previous step.
    await page.goBack();
    await expectStep(page, 3, 3, "Basic Requirements");

    await page.goForward();
    await section.getByRole("link", { name: "Start New Assessment" }).click();
    await expect(page).toHaveURL(/\/check$/);
    await expectStep(page, 1, 3, "Country of Residence");

    // A Visitor visa result: the guide's purchase opens as a plain form that posts to /checkout, for its template.
    await page.goto("/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result");
    await section.getByText("Buy Template - $29 AUD").click();
    const form = section.locator('form[action="/checkout"]');
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator('input[name="product"]')).toHaveValue("template");
    await expect(form.locator('input[name="template"]')).toHaveValue("visitor-600-tourist");
    const posted = new Promise<URLSearchParams>((resolve) => {
      void page.route("**/checkout", async (route) => {
        resolve(new URLSearchParams(route.request().postData() ?? ""));
        await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Checkout</title>" });
      });
    });
    await form.getByLabel("Email").fill("traveller@example.com");
    await form.getByRole("button", { name: "Proceed to Payment" }).click();
    // With the result's answers, left ticked to be printed in the guide.
    expect(Object.fromEntries(await posted)).toEqual({
      product: "template",
      template: "visitor-600-tourist",
      email: "traveller@example.com",
      answers: "country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no",
    });
  });

  noScriptTest("a territory's resident confirms a suggested passport with one button; another passport is one choice in a list", async ({ page }) => {
    await page.goto("/check");
    const section = checker(page);
    await section.getByLabel("Find your country in the full list").selectOption("PR");
    await next(page);
    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByRole("alert")).toContainText("Answer Required");
    await expect(section.getByText("Please choose the passport you will travel on.")).toBeVisible();
    await section.getByRole("button", { name: "Passport of the United States" }).click();
    await expectStep(page, 2, 3, "Purpose of Visit");
    await expect(page).toHaveURL(/passport=US/);

    await section.getByRole("button", { name: "Back" }).click();
    await section.getByLabel("Passport you will travel on").selectOption({ label: "Germany" });
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-visa="evisitor-651"]')).toContainText("A passport of Germany can get an eVisitor");
  });

  noScriptTest("the full country list is a plain select, Back is a real button, and no cache keeps the answers", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByLabel("Find your country in the full list").selectOption("PH");
    await next(page);
    await expectStep(page, 2, 3, "Purpose of Visit");
    await section.getByRole("button", { name: "Back" }).click();
    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByLabel("Find your country in the full list")).toHaveValue("PH");
    const response = await page.request.get("/check?step=0&nav=next&country=PH");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  });
});

test.describe("eligibility checker before its JavaScript loads", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
  });

  test("every no-JavaScript state passes axe", async ({ page }) => {
    await page.goto("/check?step=1&nav=next&country=US");
    await expectAccessible(page, "with 'Answer Required' from the server");
    await page.goto("/check?step=0&nav=next&country=NC&passport=");
    await page.goto("/check?step=1&country=US&stream=business&stay=short");
    await page.goto("/check?step=2&country=US&stream=sponsored&stay=long");
    await page.goto("/check?step=3&nav=next&country=IN&stream=tourist&stay=short&funds=no&character=no&previousVisa=no");
    await checker(page).getByText("Buy Template - $29 AUD").click();
    await expectAccessible(page, "with the purchase form open");
  });
});

/** Runs the JavaScript wizard to its result: residence by flag or by search, optional passport, then the answers. */
async function runToResult(
  page: Page,
  options: { residence: string; passport?: string; stream?: string; stay?: string; character?: string; suggestion?: string },
) {
  const section = checker(page);
  const pinned = section.getByRole("group", { name: "Popular countries" }).getByRole("button", { name: options.residence, exact: true });
  if ((await pinned.count()) > 0) await pinned.click();
  else {
    await countryBox(page).fill(options.residence);
    await section.getByRole("listbox", { name: "Countries" }).getByRole("option", { name: options.residence, exact: true }).click();
  }
  if (options.suggestion) await section.getByRole("button", { name: options.suggestion }).click();
  if (options.passport) await section.getByLabel("Passport you will travel on").selectOption({ label: options.passport });
  await next(page);
  await purpose(page, options.stream ?? "Tourist Visa", options.stay);
  await next(page);
  if (options.stream === "Business Visitor Visa") {
    await choose(page, /genuine business activities/, "Yes");
    await choose(page, /background relevant to the visit/, "Yes");
    await choose(page, /work for or provide services/, "No");
    await next(page);
  }
  await basicRequirements(page, { character: options.character ?? "Yes" });
  await next(page);
  await expect(section.getByRole("heading", { name: "Your Preliminary Result" })).toBeVisible();
}

test.describe("the answer follows the passport", () => {
  test("a New Zealander needs no visitor visa and is offered no template", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await runToResult(page, { residence: "New Zealand", stream: "Business Visitor Visa" });
    const card = section.locator('[data-result="eligible"]');
    await expect(card.getByRole("heading", { name: "No Visitor Visa Needed" })).toBeVisible();
    await expect(card.locator('[data-visa="special-category-444"]')).toContainText("Special Category visa (subclass 444)");
    await expect(card).toContainText("Carry a New Zealand passport that is valid for your whole trip");
    await expect(section.getByRole("button", { name: "Buy Template - $29 AUD" })).toHaveCount(0);
    await expect(section.getByRole("link", { name: "Book Now - $199 AUD" })).toBeVisible();
    await expectAccessible(page, "on a no-visa result");
  });

  test("a New Zealander with a conviction is told to check before travelling, with the consultation first", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await runToResult(page, { residence: "New Zealand", character: "No" });
    const card = section.locator('[data-result="check"]');
    await expect(card).toContainText("A conviction does not always stop the Special Category visa");
    await expect(card.getByRole("link", { name: /enquiry form for New Zealand passport holders/ })).toHaveAttribute("href", /travelling-with-a-criminal-conviction/);
    await expect(section.getByRole("button", { name: "Buy Template - $29 AUD" })).toHaveCount(0);
    await expect(section.getByText("Recommended for your result")).toBeVisible();
  });

  test("someone living in New Caledonia chooses the French passport suggested and gets the eVisitor", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await countryBox(page).fill("new cal");
    await section.getByRole("listbox", { name: "Countries" }).getByRole("option", { name: "New Caledonia" }).click();
    const passport = section.getByLabel("Passport you will travel on");
    await expect(passport).toHaveValue("");
    await expect(section.getByText("New Caledonia issues no passports of its own")).toBeVisible();
    await expectAccessible(page, "with a passport suggestion");
    await next(page);
    await expect(toast(page)).toContainText("Answer Required");
    await expect(passport).toBeFocused();
    await section.getByRole("button", { name: "Passport of France" }).click();
    await expect(passport).toHaveValue("FR");
    await next(page);
    await purpose(page, "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-visa="evisitor-651"]')).toContainText("A passport of France can get an eVisitor, which is free.");
    await expect(section).toContainText("Living in New Caledonia · Passport: France");
  });

  test("a dual national living in Germany who travels on a US passport gets the ETA, changed in one choice", async ({ page }) => {
    await page.goto("/");
    await runToResult(page, { residence: "Germany", passport: "United States" });
    const visa = checker(page).locator('[data-visa="eta-601"]');
    await expect(visa).toContainText("A passport of the United States can get an ETA.");
    await expect(visa).toContainText("This answer is for a passport of the United States: the visa follows the passport you travel on");
    // No paid guide is sold for the ETA, a short online form.
    await expect(checker(page).getByRole("button", { name: "Buy Template - $29 AUD" })).toHaveCount(0);
  });

  test("a BN(O) passport holder gets the ETA, another British passport the Visitor visa", async ({ page }) => {
    await page.goto("/");
    await runToResult(page, { residence: "Hong Kong", passport: "United Kingdom: British National (Overseas)" });
    await expect(checker(page).locator('[data-visa="eta-601"]')).toBeVisible();
    await checker(page).getByRole("button", { name: "Start New Assessment" }).click();
    await runToResult(page, { residence: "Bermuda", suggestion: "British Overseas Territories Citizen passport" });
    await expect(checker(page).locator('[data-visa="visitor-600-tourist"]')).toBeVisible();
  });

  test("an Australian citizen needs no visa", async ({ page }) => {
    await page.goto("/");
    await runToResult(page, { residence: "Australia", suggestion: "I am an Australian citizen" });
    await expect(checker(page).getByRole("heading", { name: "No Visa Needed", exact: true })).toBeVisible();
    await expect(checker(page).locator('[data-visa="none"]')).toContainText("Australian citizens do not need a visa.");
  });

  test("a stay longer than 3 months leads to the Visitor visa, with the eVisitor for shorter visits", async ({ page }) => {
    await page.goto("/");
    await runToResult(page, { residence: "Germany", stay: "Longer than 3 months, up to 12 months" });
    const visa = checker(page).locator('[data-visa="visitor-600-tourist"]');
    await expect(visa).toContainText("for a longer stay you need a Visitor visa (subclass 600)");
    await expect(visa.locator('[data-alternative="evisitor-651"]')).toContainText("If you keep each visit to 3 months or less.");
    await expect(visa).toContainText("charges change every 1 July");
  });

  test("a stay longer than 12 months gets no visitor visa: what fits instead, the Visa Finder, and no template", async ({ page }) => {
    await page.goto("/");
    await runToResult(page, { residence: "United States", stay: "Longer than 12 months" });
    const section = checker(page);
    const card = section.locator('[data-result="not-eligible"][data-route="stay-over-12-months"]');
    await expect(card.getByRole("heading", { name: "You May Not Meet The Requirements" })).toBeVisible();
    const finding = card.locator('[data-finding="stay"]');
    await expect(finding).toContainText("You plan to stay in Australia longer than 12 months.");
    await expect(finding.getByRole("link", { name: "Home Affairs: Visa Finder" })).toHaveAttribute("href", "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-finder");
    await expect(section.locator('[data-visa="none"]')).toContainText("No visitor visa fits this stay");
    await expect(section.getByRole("button", { name: "Buy Template - $29 AUD" })).toHaveCount(0);
  });

  test("a conviction gives the amber card and the 600 only, and offers the consultation before the template", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await runToResult(page, { residence: "United States", character: "No" });
    const card = section.locator('[data-result="check"]');
    await expect(card.getByRole("heading", { name: "You May Still Apply, With More to Declare or Show" })).toBeVisible();
    await expect(card.locator('[data-finding="character"]')).toContainText("declare every conviction");
    await expect(card.locator('[data-visa="visitor-600-tourist"]')).toBeVisible();
    await expect(card.locator("[data-alternative]")).toHaveCount(0);
    const offers = section.getByRole("heading", { name: /Talk to a Registered Migration Agent|Application Template and Checklist/ });
    await expect(offers).toHaveText(["Talk to a Registered Migration Agent", "Application Template and Checklist"]);
    await expectAccessible(page, "on the amber result with offers");
  });
});

test.describe("stale checker toasts", () => {
  test("'Answer Required' does not stay over the next step or over the result", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Japan" }).click();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await next(page);
    await expect(toast(page)).toContainText("Answer Required");
    await choose(page, "How long will you stay in Australia on this visit?", "Up to 3 months");
    await next(page);
    await expectStep(page, 3, 3, "Basic Requirements");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await next(page);
    await expect(toast(page)).toContainText("Answer Required");
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-result="eligible"]')).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
});

test.describe("a result to keep", () => {
  test("the shareable link reproduces the result, and the PDF downloads as one page", async ({ page, context }) => {
    await page.goto("/");
    const section = checker(page);
    await runToResult(page, { residence: "India" });
    const link = section.getByRole("link", { name: "Link to this result" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toBe("/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result");

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await section.getByRole("button", { name: "Copy link" }).click();
    await expect(toast(page)).toContainText("Link Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href, page.url()).href);

    const download = page.waitForEvent("download");
    await section.getByRole("link", { name: "Download as PDF" }).click();
    const file = await (await download).path();
    const { PDFDocument } = await import("pdf-lib");
    const fs = await import("node:fs");
    expect((await PDFDocument.load(fs.readFileSync(file))).getPageCount()).toBe(1);

    const other = await context.newPage();
    await other.goto(href);
    await expect(other.locator('[data-result="eligible"] [data-visa="visitor-600-tourist"]')).toBeVisible();
    await expect(other.getByRole("heading", { name: "Your Preliminary Result" })).toBeVisible();
    await expectAccessible(other, "on a shared result");
  });
});

test.describe("a result to keep, without JavaScript", () => {
  noScriptTest.use({ javaScriptEnabled: false });

  noScriptTest("the link, the PDF and the e-mail form all work as plain links and forms", async ({ page, request }) => {
    const shared = "/check?country=GB&passport=GB&stream=business&stay=short&funds=yes&character=yes&previousVisa=no&genuineBusinessVisit=yes&relevantBackground=yes&workForPay=no&view=result";
    await page.goto(shared);
    const section = checker(page);
    await expect(section.locator('[data-result="eligible"] [data-visa="evisitor-651"]')).toBeVisible();
    await expect(section.getByRole("link", { name: "Link to this result" })).toHaveAttribute("href", shared);

    const pdfHref = (await section.getByRole("link", { name: "Download as PDF" }).getAttribute("href")) ?? "";
    const pdf = await request.get(pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["cache-control"]).toBe("private, no-store");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const incomplete = await request.get("/check/result.pdf?country=GB");
    expect(incomplete.status()).toBe(400);
    expect(await incomplete.json()).toMatchObject({ error: { title: "Bad Request", message: expect.stringContaining("do not make a complete result") } });

    await section.getByLabel("E-mail me this result").fill("not-an-address");
    await section.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { name: "Invalid Email" })).toBeVisible();
    await page.getByRole("link", { name: "Back to your result" }).click();
    await expect(page).toHaveURL(/view=result/);
    await checker(page).getByLabel("E-mail me this result").fill("keeper@example.com");
    await checker(page).getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { name: "Result Sent" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("we do not keep the address");
  });
});

test.describe("three lengths of stay, without JavaScript", () => {
  noScriptTest.use({ javaScriptEnabled: false });

  noScriptTest("the stay question offers the three bands, and a result from the URL gives the longest its own answer", async ({ page }) => {
    await page.goto("/check?step=1&country=IN");
    const stay = checker(page).getByRole("group", { name: "How long will you stay in Australia on this visit?" });
    await expect(stay.getByRole("radio")).toHaveCount(3);
    for (const label of ["Up to 3 months", "Longer than 3 months, up to 12 months", "Longer than 12 months"]) await expect(stay.getByLabel(label, { exact: true })).toBeVisible();
    await page.goto("/check?country=IN&passport=IN&stream=tourist&stay=over12&funds=yes&character=yes&previousVisa=no&view=result");
    await expect(checker(page).locator('[data-route="stay-over-12-months"]')).toContainText("No visitor visa allows a stay longer than 12 months.");
  });
});

test.describe("the eligibility API", () => {
  test("answers with the checker's outcome as JSON, any site may call it, and bad input names the parameter", async ({ request }) => {
    const response = await request.get("/api/eligibility?passport=NZ&stream=tourist&stay=short&funds=yes&character=no&previousVisa=no");
    expect(response.status()).toBe(200);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    // Every other page stays limited to this site.
    expect((await request.get("/check")).headers()["cross-origin-resource-policy"]).toBe("same-origin");
    const body = (await response.json()) as { verdict: { level: string }; recommended: { subclass: string }; outcome: string };
    expect(body).toMatchObject({ verdict: { level: "caution" }, recommended: { subclass: "444" }, outcome: "new-zealand-check" });

    const bad = await request.get("/api/eligibility?passport=PR&stream=tourist");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { title: "Bad Request", parameter: "passport" } });

    const longest = await request.get("/api/eligibility?passport=IN&stream=tourist&stay=over12&funds=yes&character=yes&previousVisa=no");
    expect(await longest.json()).toMatchObject({ outcome: "stay-over-12-months", recommended: null, template: null, verdict: { level: "unlikely" } });

    const openapi = await request.get("/api/openapi.json");
    expect(openapi.status()).toBe(200);
    expect(((await openapi.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });
});
