import { test as plainTest, type Page } from "@playwright/test";
import { pdfPageTexts } from "../support/pdf-text";
import { useSiteWithMail } from "../support/site-with-mail";
import { expect, expectAccessible, test } from "./fixtures";

const common = "funds=yes&character=yes&previousVisa=no";
const tourist = `country=IN&passport=IN&stream=tourist&stay=short&${common}`;
const sponsored = `country=IN&passport=IN&stream=sponsored&stay=short&${common}&sponsorCitizen=yes&sponsorAge=yes&sponsorSettled=yes&sponsorRelationship=yes`;
const business = `country=IN&passport=IN&stream=business&stay=short&${common}&genuineBusinessVisit=yes&relevantBackground=yes&workForPay=no`;
const resultOf = (query: string) => `/check?${query}&view=result`;

function checklist(page: Page) {
  return page.locator("#checker [data-checklist]");
}

function item(page: Page, id: string) {
  return checklist(page).locator(`[data-checklist-item="${id}"]`);
}

test.describe("the personal documents checklist, with JavaScript", () => {
  test("an Indian tourist's checklist: the Visitor visa's documents, each with why and an official page, and health examinations", async ({ page }) => {
    await page.goto(resultOf(tourist));
    const list = checklist(page);
    await expect(list.getByRole("heading", { name: "Your documents checklist" })).toBeVisible();
    await expect(list.locator("[data-checklist-item]").first()).toHaveAttribute("data-checklist-item", "passport-copy");
    await expect(item(page, "proof-of-funds")).toContainText("Proof of funds");
    await expect(item(page, "proof-of-funds")).toContainText("You must be able to pay for your stay");
    await expect(item(page, "invitation-letter")).toBeVisible();
    const health = item(page, "health-examinations");
    await expect(health).toContainText("depends on your country, how long you stay and what you will do in Australia");
    await expect(health.getByRole("link", { name: /Home Affairs: health requirement/ })).toHaveAttribute(
      "href",
      "https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/health",
    );
    await expect(item(page, "sponsorship-form")).toHaveCount(0);
    await expect(item(page, "form-1229")).toHaveCount(0);
    await expectAccessible(page, "on a result with its checklist");
  });

  test("a sponsored visitor's checklist starts with the passport and the sponsor's form 1149, linked to the form", async ({ page }) => {
    await page.goto(resultOf(sponsored));
    const ids = await checklist(page).locator("[data-checklist-item]").evaluateAll((items) => items.map((element) => element.getAttribute("data-checklist-item")));
    expect(ids.slice(0, 2)).toEqual(["passport-copy", "sponsorship-form"]);
    const form = item(page, "sponsorship-form");
    await expect(form).toContainText("Sponsorship form 1149");
    await expect(form.getByRole("link", { name: /Form 1149/ })).toHaveAttribute("href", "https://immi.homeaffairs.gov.au/form-listing/forms/1149.pdf");
  });

  test("a business visitor's checklist has the employer letter; a child under 18 adds form 1229", async ({ page }) => {
    await page.goto(resultOf(business));
    await expect(item(page, "employer-letter")).toContainText("Letter from your employer");
    await expect(item(page, "employer-letter")).toContainText("what your business visit is for");
    await expect(item(page, "form-1229")).toHaveCount(0);
    await page.goto(`${resultOf(business)}&minor=yes`);
    const consent = item(page, "form-1229");
    await expect(consent).toContainText("form 1229");
    await expect(consent.getByRole("link", { name: /Form 1229/ })).toHaveAttribute("href", "https://immi.homeaffairs.gov.au/form-listing/forms/1229.pdf");
    // The answer travels with the result's own links.
    await expect(page.locator("#checker").getByRole("link", { name: "Link to this result" })).toHaveAttribute("href", /&minor=yes(&|$)/);
  });

  test("ticks stay in this browser across a reload, belong to their result, and nothing is sent", async ({ page }) => {
    const sent: string[] = [];
    await page.goto(resultOf(tourist));
    const passport = item(page, "passport-copy").getByRole("checkbox");
    const funds = item(page, "proof-of-funds").getByRole("checkbox");
    await expect(passport).toHaveAccessibleName("Valid passport: copy of the page with your photo and details");
    await expect(passport).toHaveAccessibleDescription(/^Why: The visa is linked to the passport/);
    // Images further down load as the page scrolls; anything else would be the page saying something.
    page.on("request", (request) => {
      if (request.resourceType() !== "image") sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`);
    });
    await passport.check();
    await funds.check();
    await funds.uncheck();
    await item(page, "itinerary").getByText("Travel plans").click();
    await expect(item(page, "itinerary").getByRole("checkbox")).toBeChecked();
    expect(sent).toEqual([]);

    await page.reload();
    await expect(item(page, "passport-copy").getByRole("checkbox")).toBeChecked();
    await expect(item(page, "itinerary").getByRole("checkbox")).toBeChecked();
    await expect(item(page, "proof-of-funds").getByRole("checkbox")).not.toBeChecked();
    await expectAccessible(page, "with ticked documents");

    // Another result has its own ticks.
    await page.goto(resultOf(sponsored));
    await expect(item(page, "passport-copy").getByRole("checkbox")).not.toBeChecked();
  });

  test("the answer comes first: why, figures and sources open on demand and stay in the page; printing opens them", async ({ page }) => {
    await page.goto(resultOf(tourist));
    const visa = page.locator('#checker [data-visa="visitor-600-tourist"]');
    await expect(visa.locator("[data-next-step]")).toBeVisible();
    const more = visa.locator("details[data-result-details]");
    await expect(more).not.toHaveAttribute("open");
    const charge = more.locator("dd").first();
    await expect(charge).toBeHidden();
    await expect(charge).toContainText("AUD");
    await more.locator("summary").click();
    await expect(charge).toBeVisible();
    await more.locator("summary").click();
    await page.emulateMedia({ media: "print" });
    await expect(charge).toBeVisible();
  });

  test("on a 390 px phone the verdict, the visa, the next step and the first checklist items are within two screens", async ({ page }) => {
    const screen = { width: 390, height: 844 };
    await page.setViewportSize(screen);
    await page.goto(resultOf(tourist));
    // Measured in the site's font, as a visitor sees the result once the font is cached: a first visit whose font
    // is late keeps the system font for that page (font-display: optional), and this machine's is far wider than a phone's.
    await page.evaluate(() => document.fonts.load('16px "Inter Variable"'));
    await page.reload();
    const bottomOf = async (selector: string) =>
      page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    await expect(checklist(page)).toBeVisible();
    const verdict = await bottomOf("#checker [data-result] h2, #checker [data-result] h3");
    const nextStep = await bottomOf("#checker [data-next-step]");
    const secondItem = await page.locator("#checker [data-checklist-item]").nth(1).evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    test.info().annotations.push({ type: "layout at 390 px", description: `verdict ${Math.round(verdict)}, next step ${Math.round(nextStep)}, second checklist item ${Math.round(secondItem)} (two screens: ${2 * screen.height})` });
    expect(verdict).toBeLessThanOrEqual(screen.height);
    expect(nextStep).toBeLessThanOrEqual(2 * screen.height);
    expect(secondItem).toBeLessThanOrEqual(2 * screen.height);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
  });

  test("the result PDF prints the same checklist, with why and the forms' pages", async ({ request }) => {
    const response = await request.get(`/check/result.pdf?${sponsored}&minor=yes`);
    expect(response.status()).toBe(200);
    const [text] = await pdfPageTexts(await response.body());
    const flat = text?.replace(/\s+/g, " ") ?? "";
    for (const expected of ["Documents checklist", "Sponsorship form 1149", "The Sponsored Family stream needs a sponsor", "1149.pdf", "form 1229", "1229.pdf"]) {
      expect(flat).toContain(expected);
    }
  });

  test("the API returns the checklist, with form 1229 for a child", async ({ request }) => {
    const response = await request.get(`/api/eligibility?passport=IN&stream=business&stay=short&${common}&genuineBusinessVisit=yes&relevantBackground=yes&workForPay=no&minor=yes`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { checklist: { id: string; text: string; why: string; link: { href: string } }[]; resultUrl: string };
    expect(body.checklist.map((entry) => entry.id)).toEqual(expect.arrayContaining(["employer-letter", "form-1229"]));
    expect(body.checklist.every((entry) => entry.why.length > 0 && entry.link.href.startsWith("https://"))).toBe(true);
    expect(body.resultUrl).toMatch(/&minor=yes(&|$)/);
    const refused = await request.get(`/api/eligibility?passport=IN&stream=tourist&stay=short&${common}&minor=perhaps`);
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { parameter: "minor" } });
  });
});

plainTest.describe("the checklist without JavaScript", () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest("shows as a plain list with why and links, and the reasons stay in the page", async ({ page }) => {
    await page.goto(`${resultOf(sponsored)}&minor=yes`);
    const list = checklist(page);
    await expect(list.getByRole("heading", { name: "Your documents checklist" })).toBeVisible();
    await expect(list.getByRole("checkbox")).toHaveCount(0);
    await expect(item(page, "sponsorship-form")).toContainText("Sponsorship form 1149");
    await expect(item(page, "form-1229")).toContainText("form 1229");
    await expect(page.locator("#checker details[data-result-details]")).toContainText("Processing");
    // (Accessibility is checked on the same page with JavaScript above: axe runs as a script.)
  });
});

test.describe("the result e-mail", () => {
  test.describe.configure({ mode: "serial" });
  const site = useSiteWithMail("visa-checklist-mail-");


  test("carries the same checklist, the under-18 answer included", async ({ page }) => {
    await page.goto(`${site.server.url}${resultOf(business)}&minor=yes`);
    const checker = page.locator("#checker");
    await expect(item(page, "form-1229")).toBeVisible();
    await checker.getByLabel("E-mail me this result").fill("checklist@example.com");
    await checker.getByRole("button", { name: "Send" }).click();
    await expect(page.locator('[data-sonner-toast][data-front="true"]')).toContainText("Result Sent");

    const [mail] = await site.smtp.waitForMessages(1);
    expect(mail?.text).toContain("Documents checklist:");
    expect(mail?.text).toContain("[ ] Letter from your employer describing the purpose of the trip and who pays for it. It shows what your business visit is for");
    expect(mail?.text).toContain("form 1229");
    expect(mail?.text).toContain("https://immi.homeaffairs.gov.au/form-listing/forms/1229.pdf");
    expect(mail?.text).toContain(`${resultOf(business)}&minor=yes`);
    expect(mail?.html).toContain("Form 1229 (Home Affairs, PDF)");
  });
});
