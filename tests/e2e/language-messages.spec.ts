import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { waitForPageScripts } from "../support/hydrated";

/** An id of a message that escaped translation ("question.funds.label"), as it would show on screen. */
const rawMessageId = /\b(?:checker|question|option|step|result|finding|visa|verdict|home|nav|footer|faq|legal)\.[a-z][a-z0-9.-]*[a-z0-9]\b/;

test.describe("the messages a page carries", () => {
  test("a page without the checker carries none of its texts, and a navigation to the checker brings them", async ({ page, request }) => {
    // The contact page runs React (its form) but has no checker on it.
    const contact = await (await request.get("/ja/contact")).text();
    expect(contact).toContain("nav.faq");
    expect(contact).not.toContain("question.funds");

    await page.goto("/ja/contact");
    await waitForPageScripts(page);
    await page.getByRole("navigation", { name: "メイン" }).getByRole("link", { name: "資格チェック" }).click();
    const checker = page.locator("#checker");
    await expect(checker.getByTestId("checker-step-position")).toHaveText("ステップ 1/3");
    await checker.getByRole("button", { name: "日本" }).click();
    await checker.getByRole("button", { name: "次へ" }).click();
    await expect(checker.getByRole("heading", { name: "訪問の目的" })).toBeFocused();
    await expect(page.locator("body")).not.toHaveText(rawMessageId);
  });

  const japaneseResult = "/ja/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result";
  for (const path of ["/vi", "/ja/check", japaneseResult, "/hi/faq", "/ko/privacy-policy", "/id/about", "/zh-hant/why-visit-australia"]) {
    test(`${path}: once the page has hydrated (or, sent without React, loaded), every text on screen is a message, not its id`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(path);
      await waitForPageScripts(page);
      await expect(page.locator("body")).not.toHaveText(rawMessageId);
      // A text the browser rendered differently from the server (a message it was not sent) is a hydration error.
      expect(errors).toEqual([]);
    });
  }

  test("the home page's sections render in the page's language after a navigation inside the site", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/messages")) fetched.push(new URL(sent.url()).search);
    });
    await page.goto("/vi/contact");
    await waitForPageScripts(page);
    await page.getByRole("link", { name: /trang chủ/ }).first().click();
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.locator("#home-questions")).not.toBeEmpty();
    await expect(page.locator("#home-about")).toBeVisible();
    expect(fetched).toEqual(["?locale=vi&groups=home-sections%2Cfaq"]);
    await expect(page.locator("body")).not.toHaveText(rawMessageId);
  });
});

plainTest.describe("the language suggestion's request", () => {
  plainTest.use({ locale: "en-AU", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36" });

  plainTest("is not made when the browser already prefers the page's language", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/language-suggestion")) asked.push(sent.url());
    });
    await page.goto("/faq");
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await expect(page.locator("[data-language-suggestion]")).toBeHidden();
  });
});

test.describe("the result in every language on a 390 px phone", () => {
  const answers = "country=IN&passport=IN&stream=tourist&stay=long&funds=no&character=yes&previousVisa=yes&view=result";
  for (const prefix of ["/zh-hans", "/zh-hant", "/ja", "/ko", "/hi", "/id", "/vi"]) {
    test(`${prefix}: a result with findings fits the screen and has no text left in English`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/check?${answers}`);
      // The English result's headings and findings: none may be left in another language's.
      const english = (await page.locator("#checker").locator("h2, h3, h4, li p, dt").allInnerTexts()).map((line) => line.trim()).filter((line) => /[a-z]{4}/.test(line));
      expect(english.length).toBeGreaterThan(5);
      // The page's visit is checked by axe (the fixture), as the result is first shown.
      await page.goto(`${prefix}/check?${answers}`);
      const checker = page.locator("#checker");
      await expect(checker.locator("[data-visa]").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const text = (await checker.innerText()).replace(/\s+/g, " ");
      expect(english.filter((line) => text.includes(line))).toEqual([]);
      await expect(page.locator("body")).not.toHaveText(rawMessageId);
    });
  }
});
