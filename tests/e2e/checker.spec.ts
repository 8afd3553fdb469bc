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

/** Picks a radio answer by the question's legend and the option's label. */
async function choose(page: Page, question: string | RegExp, option: string) {
  await checker(page).getByRole("group", { name: question }).getByLabel(option, { exact: true }).check();
}

async function basicRequirements(page: Page, { funds = "Yes", character = "Yes", refused = "No" } = {}) {
  await choose(page, "Do you have sufficient funds for your stay?", funds);
  await choose(page, "Do you meet character requirements (e.g., no criminal record)?", character);
  await choose(page, "Have you ever had an Australian visa refused or cancelled?", refused);
}

test.describe("eligibility checker with JavaScript", () => {
  test("a tourist who passes: 3 steps, green card, ETA recommended for a United States resident", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`));
    await page.goto("/#checker");
    const section = checker(page);
    await expect(section.getByRole("heading", { name: "Visitor Visa Eligibility Check", level: 2 })).toBeVisible();

    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByRole("button", { name: "Back" })).toBeDisabled();
    await section.getByRole("button", { name: "United States" }).click();
    await expect(section.getByRole("button", { name: "United States" })).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByRole("combobox")).toHaveValue("United States");
    await expectAccessible(page, "on the country step");
    await next(page);

    await expectStep(page, 2, 3, "Purpose of Visit");
    await expect(section.getByRole("heading", { name: "Purpose of Visit" })).toBeFocused();
    await expect(section.getByTestId("checker-announcer")).toHaveText("Step 2 of 3, 67% complete: Purpose of Visit");
    await expect(section.getByRole("button", { name: "Back" })).toBeEnabled();
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await expectAccessible(page, "on the purpose step");
    await next(page);

    await expectStep(page, 3, 3, "Basic Requirements");
    await expect(section.getByRole("button", { name: "See My Result" })).toBeVisible();
    await basicRequirements(page);
    const panel = section.getByRole("complementary", { name: "Your Progress" });
    await expect(panel.locator('[data-status="passing"]')).toHaveCount(5);
    await expectAccessible(page, "on the basic requirements step");
    await next(page);

    await expect(section.getByRole("heading", { name: "Your Preliminary Result" })).toBeFocused();
    const card = section.locator('[data-result="eligible"]');
    await expect(card.getByRole("heading", { name: "You MAY Be Eligible!" })).toBeVisible();
    // Tailwind green-600 and red-600.
    await expect(card).toHaveCSS("border-top-color", /^oklch\(0\.627 0\.194 149/);
    await expect(card).toContainText("If you hold a passport of the United States");
    await expect(card.locator('[data-visa="eta-601"]')).toContainText("Electronic Travel Authority (ETA, subclass 601)");
    await expect(card).toContainText("AUD 20 service charge");
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

  test("a sponsored visitor whose sponsor is not settled: 4 steps and a red card naming it", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "India" }).click();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Sponsored Family Visa");
    await expectStep(page, 2, 4, "Purpose of Visit");
    await next(page);

    await expectStep(page, 3, 4, "Sponsor Requirements");
    await choose(page, "Is your sponsor an Australian citizen or permanent resident?", "Yes");
    await choose(page, "Is your sponsor 18 years of age or older?", "Yes");
    await choose(page, "Has your sponsor lived in Australia for at least 2 years?", "No");
    await choose(page, /close family member/, "Yes");
    const panel = section.getByRole("complementary", { name: "Your Progress" });
    await expect(panel.locator('[data-status="failing"]')).toHaveText("Answered, does not meet the requirement: Sponsor settled 2+ years");
    await expectAccessible(page, "on the sponsor step with a failing answer");
    await next(page);

    await expectStep(page, 4, 4, "Basic Requirements");
    await basicRequirements(page);
    await next(page);

    const card = section.locator('[data-result="not-eligible"]');
    await expect(card.getByRole("heading", { name: "You May Not Meet The Requirements" })).toBeVisible();
    await expect(card).toHaveCSS("border-top-color", /^oklch\(0\.577 0\.245 27/);
    const unmet = card.getByRole("list", { name: "Requirements not met" }).getByRole("listitem");
    await expect(unmet).toHaveCount(1);
    await expect(unmet).toContainText("Sponsor settled 2+ years");
    await expect(unmet).toContainText("Your sponsor has lived in Australia for less than 2 years.");
    await expect(unmet).toContainText("What you can do:");
    await expect(card.locator('[data-visa="visitor-600-sponsored"]')).toContainText("Sponsored Family stream");
    await expectAccessible(page, "on the not-eligible result");
  });

  test("a business visitor who will work for pay is not eligible", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Germany" }).click();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Business Visitor Visa");
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
    await expect(card.getByRole("list", { name: "Requirements not met" })).toContainText("No work for pay in Australia");
    await expect(card).toContainText("Visitor visas do not allow this work.");
    await expect(card.locator('[data-visa="visitor-600-business"]')).toContainText(
      "If you hold a passport of Germany, an eVisitor (free) or an ETA also allows business visitor activities",
    );
  });

  test("Next on an empty step shows 'Answer Required', stays, marks the questions and focuses the first", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await next(page);
    await expect(toast(page)).toContainText("Answer Required");
    await expect(toast(page)).toContainText(answerRequired);
    await expect(toast(page)).toHaveAttribute("data-type", "error");
    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByRole("combobox")).toBeFocused();
    await expect(section.getByRole("combobox")).toHaveAccessibleDescription("Please choose the country you live in.");
    await expectAccessible(page, "with the country marked as missing");

    await section.getByRole("button", { name: "Japan" }).click();
    await expect(section.getByText("Please choose the country you live in.")).toBeHidden();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
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
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
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
    await choose(page, "Which visa stream fits your visit?", "Sponsored Family Visa");
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
    const combobox = section.getByRole("combobox");
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
    const combobox = section.getByRole("combobox");
    await combobox.fill("jap");
    await combobox.press("Tab");
    await expect(combobox).toHaveValue("Japan");
    await expect(section.getByRole("button", { name: "Japan" })).toHaveAttribute("aria-pressed", "true");
    await combobox.fill("zzzz");
    await expect(section.getByText("No country found.", { exact: true }).first()).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await combobox.fill("new zea");
    await section.getByRole("option", { name: "New Zealand" }).click();
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
    await page.keyboard.press("Enter");
    await expectStep(page, 3, 3, "Basic Requirements");
    for (const _ of [1, 2, 3]) {
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
    }
    await page.keyboard.press("Enter");
    await expect(section.getByRole("heading", { name: "Your Preliminary Result" })).toBeFocused();
    // Space picked 'Yes' everywhere: a refused visa fails that rule.
    await expect(section.locator('[data-result="not-eligible"]')).toContainText("No visa refused or cancelled");
  });

  test("Start New Assessment resets the wizard", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Singapore" }).click();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-result="eligible"]')).toBeVisible();
    await section.getByRole("button", { name: "Start New Assessment" }).click();
    await expectStep(page, 1, 3, "Country of Residence");
    await expect(section.getByRole("button", { name: "Singapore" })).toHaveAttribute("aria-pressed", "false");
    await expect(section.getByRole("combobox")).toHaveValue("");
    await expect(section.locator('[data-status="passing"]')).toHaveCount(0);
  });

  test("the result survives a reload and a visit to another page", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "Malaysia" }).click();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-visa="eta-601"]')).toBeVisible();
    await page.reload();
    await expect(section.locator('[data-visa="eta-601"]')).toContainText("If you hold a passport of Malaysia");
    await section.getByRole("link", { name: "Book Now - $199 AUD" }).click();
    await expect(page).toHaveURL(/\/book-consultation$/);
    await page.goBack();
    await expect(section.locator('[data-result="eligible"]')).toBeVisible();
  });

  test("the result offers the template and the agents", async ({ page }) => {
    await page.goto("/");
    const section = checker(page);
    await section.getByRole("button", { name: "United Kingdom" }).click();
    await next(page);
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await next(page);
    await basicRequirements(page);
    await next(page);
    await expect(section.locator('[data-visa="evisitor-651"]')).toContainText("If you hold a British Citizen passport");
    await expect(section.locator('[data-visa="evisitor-651"]')).toContainText("Electronic Travel Authority");

    const agents = section.getByRole("listitem").filter({ hasText: /MARN/ });
    await expect(agents).toHaveCount(4);
    for (const agent of await agents.all()) {
      await expect(agent).toContainText(/MARN \d{7}/);
      await expect(agent).toContainText(/(8|9|10|11|12\+) years experience/);
      const photo = agent.getByRole("img");
      await expect(photo).toHaveAttribute("width", "96");
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
    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
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
    await expect(section.getByText("Please choose an answer.")).toBeVisible();
    await expectStep(page, 2, 3, "Purpose of Visit");

    await choose(page, "Which visa stream fits your visit?", "Tourist Visa");
    await next(page);
    await expectStep(page, 3, 3, "Basic Requirements");
    await expect(section.getByRole("alert")).toHaveCount(0);
    await basicRequirements(page);
    await next(page);

    const card = section.locator('[data-result="eligible"]');
    await expect(card.getByRole("heading", { name: "You MAY Be Eligible!" })).toBeVisible();
    await expect(card.locator('[data-visa="eta-601"]')).toContainText("If you hold a passport of the United States");

    // The template purchase opens as a plain form that posts to /checkout.
    await section.getByText("Buy Template - $29 AUD").click();
    const form = section.locator('form[action="/checkout"]');
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator('input[name="product"]')).toHaveValue("template");
    await expect(form.locator('input[name="stream"]')).toHaveValue("tourist");
    await expect(section.getByRole("link", { name: "Book Now - $199 AUD" })).toHaveAttribute("href", "/book-consultation");
    // The checkout route belongs to the payments feature; here only the request it receives is checked.
    const posted = new Promise<URLSearchParams>((resolve) => {
      void page.route("**/checkout", async (route) => {
        resolve(new URLSearchParams(route.request().postData() ?? ""));
        await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Checkout</title>" });
      });
    });
    await form.getByLabel("Email").fill("traveller@example.com");
    await form.getByRole("button", { name: "Proceed to Payment" }).click();
    const fields = await posted;
    expect(Object.fromEntries(fields)).toEqual({ product: "template", stream: "tourist", email: "traveller@example.com" });
    // Going back while the form's navigation is still in flight races it: wait for the stand-in page first.
    await expect(page).toHaveTitle("Checkout");
    await page.goBack();

    // The browser's Back returns to the previous step.
    await page.goBack();
    await expectStep(page, 3, 3, "Basic Requirements");

    await page.goForward();
    await section.getByRole("link", { name: "Start New Assessment" }).click();
    await expect(page).toHaveURL(/\/check$/);
    await expectStep(page, 1, 3, "Country of Residence");
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
    await page.goto("/check?step=1&country=US&stream=business");
    await page.goto("/check?step=2&country=US&stream=sponsored");
    await page.goto("/check?step=3&nav=next&country=US&stream=tourist&funds=no&character=yes&previousVisa=no");
    await checker(page).getByText("Buy Template - $29 AUD").click();
    await expectAccessible(page, "with the purchase form open");
  });
});
