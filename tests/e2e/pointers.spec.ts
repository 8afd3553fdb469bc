import type { Locator, Page } from "@playwright/test";
import { test as noScriptTest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * 'Something else': a trip no visitor visa is meant for is pointed to the visa made for it, named with
 * its subclass and its official page, and nothing is sold for it. The three visitor streams keep their
 * steps (checker.spec.ts and checker-steps.spec.ts walk them).
 */

const listing = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing";

interface Case {
  name: string;
  otherPurpose: string;
  visa: string;
  href: string;
  words: Record<"en" | "ja", { option: string; visaName: string }>;
}

const cases: Case[] = [
  {
    name: "a transit passenger",
    otherPurpose: "transit",
    visa: "transit-771",
    href: `${listing}/transit-771`,
    words: {
      en: { option: "Transit: changing planes on the way to another country", visaName: "Transit visa (subclass 771)" },
      ja: { option: "乗り継ぎ：別の国へ向かう途中の乗り換え", visaName: "通過ビザ（サブクラス771）" },
    },
  },
  {
    name: "a working holidaymaker",
    otherPurpose: "working-holiday",
    visa: "working-holiday-417",
    href: `${listing}/work-holiday-417`,
    words: {
      en: { option: "A working holiday", visaName: "Working Holiday visa (subclass 417)" },
      ja: { option: "ワーキングホリデー", visaName: "ワーキングホリデービザ（サブクラス417）" },
    },
  },
  {
    name: "a student",
    otherPurpose: "study",
    visa: "student-500",
    href: `${listing}/student-500`,
    words: {
      en: { option: "Study longer than 3 months", visaName: "Student visa (subclass 500)" },
      ja: { option: "3か月を超える留学", visaName: "学生ビザ（サブクラス500）" },
    },
  },
];

const words = {
  en: {
    something: "Something else: transit, work, study, medical treatment",
    streamQuestion: "Which visa stream fits your visit?",
    tripQuestion: "What is your trip for?",
    next: "Next Step",
    result: "See My Result",
    officialPage: "Official page",
    buy: "Buy Template",
    agent: "Talk to a Registered Migration Agent",
    startNew: "Start New Assessment",
  },
  ja: {
    something: "その他：乗り継ぎ、就労、留学、治療",
    streamQuestion: "あなたの訪問に合うビザのストリームはどれですか？",
    tripQuestion: "旅行の目的は何ですか？",
    next: "次へ",
    result: "結果を見る",
    officialPage: "公式ページ",
    buy: "テンプレートを購入",
    agent: "登録移民エージェントに相談する",
    startNew: "最初からやり直す",
  },
} as const;

type Language = keyof typeof words;

function checker(page: Page): Locator {
  return page.locator("#checker");
}

async function choose(page: Page, question: string, option: string) {
  await checker(page).getByRole("group", { name: question }).getByLabel(option, { exact: true }).check();
}

async function press(page: Page, name: string) {
  await checker(page).getByRole("button", { name, exact: true }).click();
}

/** From the purpose step: 'Something else', then what the trip is for, then the result. */
async function pointTo(page: Page, language: Language, item: Case) {
  const w = words[language];
  await choose(page, w.streamQuestion, w.something);
  await press(page, w.next);
  await choose(page, w.tripQuestion, item.words[language].option);
  await press(page, w.result);
}

/** The visa named, its official page linked, and neither the template nor the consultation offered. */
async function expectPointer(page: Page, language: Language, item: Case) {
  const w = words[language];
  const card = checker(page).locator(`[data-route="pointer-${item.otherPurpose}"]`);
  await expect(card).toHaveAttribute("data-level", "caution");
  const visa = card.locator(`[data-visa="${item.visa}"]`);
  await expect(visa.getByText(item.words[language].visaName, { exact: true })).toBeVisible();
  const link = visa.locator(`a[href="${item.href}"]`).first();
  await expect(link).toBeVisible();
  await expect(link).toContainText(w.officialPage);
  await expect(checker(page).getByText(w.startNew)).toBeVisible();
  await expect(checker(page).getByText(w.buy)).toHaveCount(0);
  await expect(checker(page).getByRole("heading", { name: w.agent })).toHaveCount(0);
}

test.describe("pointers with JavaScript", () => {
  for (const item of cases) {
    test(`${item.name} is pointed to the ${item.visa} visa on the home page, in 3 steps`, async ({ page }) => {
      await page.goto("/");
      const section = checker(page);
      await section.getByRole("button", { name: "India", exact: true }).click();
      await press(page, "Next Step");
      await expect(section.getByTestId("checker-step-position")).toHaveText("Step 2 of 3");
      await choose(page, words.en.streamQuestion, words.en.something);
      // The length of stay is not asked: the visa pointed to sets it.
      await expect(section.getByRole("group", { name: "How long will you stay in Australia on this visit?" })).toHaveCount(0);
      await press(page, "Next Step");
      await expect(section.getByTestId("checker-step-position")).toHaveText("Step 3 of 3");
      await expect(section.getByRole("heading", { name: "Your Trip", exact: true })).toBeVisible();
      await choose(page, words.en.tripQuestion, item.words.en.option);
      await press(page, "See My Result");
      await expectPointer(page, "en", item);
      // The agents are fetched once a result shows: by then an offer would have appeared.
      await page.waitForLoadState("networkidle");
      await expect(section.getByRole("heading", { name: words.en.agent })).toHaveCount(0);
      await expectAccessible(page, `with the ${item.visa} pointer`);
    });
  }

  test("a working holidaymaker checks on /ja/check in Japanese", async ({ page }) => {
    await page.goto("/ja/check?country=DE&step=0");
    await pointTo(page, "ja", cases[1]!);
    await expectPointer(page, "ja", cases[1]!);
    await expectAccessible(page, "with the Japanese pointer");
  });
});

noScriptTest.describe("pointers without JavaScript", () => {
  noScriptTest.use({ javaScriptEnabled: false });

  for (const item of cases) {
    noScriptTest(`${item.name} is pointed to the ${item.visa} visa through the plain forms, in Japanese`, async ({ page }) => {
      await page.goto("/ja/check?country=IN&step=0");
      await pointTo(page, "ja", item);
      await expect(page).toHaveURL(new RegExp(`otherPurpose=${item.otherPurpose}`));
      await expectPointer(page, "ja", item);
    });
  }

  noScriptTest("a student is pointed to the Student visa through the plain forms, in English, from the first step", async ({ page }) => {
    await page.goto("/check");
    await checker(page).getByRole("button", { name: "India", exact: true }).click();
    await expect(checker(page).getByTestId("checker-step-position")).toHaveText("Step 2 of 3");
    await pointTo(page, "en", cases[2]!);
    await expectPointer(page, "en", cases[2]!);
    // The notes open on demand, as every result's reasons and sources do.
    await checker(page).getByText("Why this answer, figures and sources").click();
    await expect(checker(page).getByText("A course of up to 3 months may be done on a visitor visa instead")).toBeVisible();
  });
});

test.describe("pointers before the JavaScript loads", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
  });

  test("the follow-up step and every pointer result pass axe", async ({ page }) => {
    // Each visit is checked by axe as it loads (fixtures.ts).
    await page.goto("/check?country=IN&passport=IN&stream=other&step=1");
    await expect(checker(page).getByRole("group", { name: words.en.tripQuestion })).toBeVisible();
    for (const item of cases) {
      await page.goto(`/check?country=IN&passport=IN&stream=other&otherPurpose=${item.otherPurpose}&view=result`);
      await expectPointer(page, "en", item);
      await page.goto(`/ja/check?country=IN&passport=IN&stream=other&otherPurpose=${item.otherPurpose}&view=result`);
      await expectPointer(page, "ja", item);
    }
  });
});
