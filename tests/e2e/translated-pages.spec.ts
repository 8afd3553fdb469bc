import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The English catalog's texts, by message id. */
function englishCatalog(): Map<string, string> {
  const text = fs.readFileSync(path.resolve("app/modules/i18n/catalogs/en.po"), "utf8");
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    entries.set(match[1] as string, JSON.parse(`"${match[2]}"`) as string);
  }
  return entries;
}

const english = englishCatalog();

/**
 * The English words of the messages a page of this kind shows: each message's text with its placeholders
 * cut out, the pieces long enough to be words of a sentence rather than a name ('ABN', 'PDF').
 */
function englishPieces(...prefixes: string[]): string[] {
  const pieces = new Set<string>();
  for (const [id, text] of english) {
    if (!prefixes.some((prefix) => id.startsWith(prefix))) continue;
    for (const piece of text.split(/\{[^}]*\}/)) {
      const trimmed = piece.trim().replace(/[.!:;,]+$/, "");
      if (/[a-z]{3,} [a-z]{2,}/i.test(trimmed) || /^[A-Z][a-z]{4,}$/.test(trimmed)) pieces.add(trimmed);
    }
  }
  return [...pieces];
}

/** What a visitor sees on the page: the banner, the header, the main part and the footer, as text. */
async function visibleText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

async function expectNoEnglish(page: Page, prefixes: string[]) {
  const text = await visibleText(page);
  const pieces = englishPieces(...prefixes);
  expect(pieces.length).toBeGreaterThan(10);
  const left = pieces.filter((piece) => text.includes(piece));
  expect(left, `English left at ${page.url()}`).toEqual([]);
}

/** The messages the contact, booking, payment and 404 pages, the demo notice and the form's answers are worded with. */
const pageMessages = ["contact.", "booking.", "payment.", "notfound.", "banner.", "ui.form.", "purchase."];

for (const [locale, words] of [
  ["ja", { contact: "お問い合わせ", send: "メッセージを送信", nameRequired: "氏名を入力してください", booking: "相談を予約する", cancel: "お支払いはキャンセルされました", notFound: "404 - ページが見つかりません", demo: "デモ環境", alt: "Australia Visa Check：オーストラリアの訪問者ビザの無料資格チェック" }],
  ["hi", { contact: "हमसे संपर्क करें", send: "संदेश भेजें", nameRequired: "पूरा नाम ज़रूरी है", booking: "परामर्श बुक करें", cancel: "भुगतान रद्द किया गया", notFound: "404 - पृष्ठ नहीं मिला", demo: "डेमो इंस्टॉलेशन", alt: "Australia Visa Check: ऑस्ट्रेलियाई विज़िटर वीज़ा की मुफ़्त पात्रता जाँच" }],
] as const) {
  test.describe(`every page a traveller reaches in ${locale}`, () => {
    test(`the contact page, its problems and the demo notice in ${locale}, no English left`, async ({ page }) => {
      await page.goto(`/${locale}/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.contact);
      await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
      await expect(page.locator("main [lang='en']")).toHaveCount(0);
      await expect(page).toHaveTitle(`${words.contact} | Australia Visa Check`);
      await expect(page.getByRole("complementary", { name: words.demo })).toContainText("ABN");
      await expectNoEnglish(page, pageMessages);
      // A form sent empty: its messages under the fields and its toast in the page's language.
      await page.getByRole("button", { name: words.send }).click();
      await expect(page.getByText(words.nameRequired, { exact: true })).toBeVisible();
      await expectNoEnglish(page, pageMessages);
    });

    test(`the booking page in ${locale}, the agents' cards included`, async ({ page }) => {
      await page.goto(`/${locale}/book-consultation`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.booking);
      await expect(page.locator("main [lang='en']")).toHaveCount(0);
      await expectNoEnglish(page, [...pageMessages, "result.offer.agent.", "agent."]);
    });

    test(`the payment's cancel page and the 404 page in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/payment/cancel`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.cancel);
      await expectNoEnglish(page, pageMessages);
      const response = await page.goto(`/${locale}/no-such-page-for-anyone`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound);
      await expect(page).not.toHaveTitle(/Page Not Found/);
      await expectNoEnglish(page, pageMessages);
    });

    test(`the home page's tags and structured data in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", words.alt);
      await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", words.alt);
      const structured = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; inLanguage?: string; description?: string }),
      );
      const website = structured.find((item) => item["@type"] === "WebSite");
      expect(website?.inLanguage).toBe(locale);
      const organization = structured.find((item) => item["@type"] === "Organization");
      expect(organization?.description).not.toBe(english.get("meta.organization.description"));
      expect(organization?.description).toContain("Department of Home Affairs");
      // The questions' sources and further reading name the official pages as the result does.
      const questions = page.locator("#home-questions");
      await expect(questions.getByRole("link", { name: /^Home Affairs|^Source:/ })).toHaveCount(0);
      await expectNoEnglish(page, ["banner.", "meta.", "source.", "link."]);
    });
  });
}

test("English pages keep their words and say the page's language in their structured data", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", english.get("meta.share-image.alt") ?? "");
  const inLanguage = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((script) => (JSON.parse(script.textContent ?? "{}") as { inLanguage?: string }).inLanguage).filter(Boolean),
  );
  expect(inLanguage).toEqual(["en"]);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
});
