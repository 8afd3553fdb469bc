import { test as plainTest, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { pdfPageTexts } from "../support/pdf-text";
import { createPageViaForm, signIn, unique } from "./admin-support";
import { expect, expectAccessible, test } from "./fixtures";

/** Every language: its path prefix, `<html lang>`, and its name in the switcher. */
const languages = [
  { prefix: "", lang: "en", name: "English" },
  { prefix: "/zh-hans", lang: "zh-Hans", name: "简体中文" },
  { prefix: "/zh-hant", lang: "zh-Hant", name: "繁體中文" },
  { prefix: "/ja", lang: "ja", name: "日本語" },
  { prefix: "/ko", lang: "ko", name: "한국어" },
  { prefix: "/hi", lang: "hi", name: "हिन्दी" },
  { prefix: "/id", lang: "id", name: "Bahasa Indonesia" },
  { prefix: "/vi", lang: "vi", name: "Tiếng Việt" },
];

/** A browser that is not a crawler: the suggestion is never offered to bots (headless Chromium counts as one). */
const visitorAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

test.describe("languages", () => {
  for (const { prefix, lang } of languages) {
    test(`${lang}: the home page says its language, links every language's version and fits a 390 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(prefix || "/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // (The prerendered English page names the origin it was built for; the path is what matters here.)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(prefix || "/");
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href") ?? "").pathname}`),
      );
      expect(alternates).toEqual(["en /", "zh-Hans /zh-hans", "zh-Hant /zh-hant", "ja /ja", "ko /ko", "hi /hi", "id /id", "vi /vi", "x-default /"]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The mobile menu, with its list of languages, fits too.
      await page.locator("[data-mobile-nav] summary").click();
      await expect(page.locator("[data-mobile-nav] a[hreflang]")).toHaveCount(languages.length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test("the header's switcher keeps the visitor on the same page, and remembers the choice", async ({ page, context }) => {
    await page.goto("/faq");
    await page.locator("[data-language-switcher] summary").click();
    await page.locator("[data-language-switcher]").getByRole("link", { name: "日本語" }).click();
    await expect(page).toHaveURL(/\/ja\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("navigation", { name: "メイン" }).getByRole("link", { name: "ビザQ&A" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("ja");
    await page.locator("[data-language-switcher] summary").click();
    await page.locator("[data-language-switcher]").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the sitemap lists every language's pages with their alternates", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const { prefix } of languages) expect(xml).toContain(`<loc>${baseURL}${prefix}/faq</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hant" href="${baseURL}/zh-hant/faq"/>`);
  });

  test("the sitemap lists the contact page, the passport guides and the published managed pages in every language, each with its alternates; the country guides in English", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({ path: new URL(loc ?? "").pathname, rest: rest ?? "" }));
    for (const english of ["/australia-visitor-visa-from-india", "/australian-tourist-visa-from-usa"]) {
      expect(entries.find((entry) => entry.path === english)?.rest, english).not.toContain("hreflang");
      for (const { prefix } of languages.filter(({ prefix }) => prefix !== "")) expect(entries.map((entry) => entry.path)).not.toContain(`${prefix}${english}`);
    }
    for (const english of ["/contact", "/visa-for/in", "/visa-for/us", "/australia-family-tourist-visa-for-parents"]) {
      for (const { prefix } of languages) {
        const entry = entries.find((candidate) => candidate.path === `${prefix}${english}`);
        expect(entry, `${prefix}${english}`).toBeDefined();
        expect(entry?.rest).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${baseURL}/ja${english}"/>`);
        expect(entry?.rest).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}${english}"/>`);
      }
    }
    // A draft is listed in no language; the payment pages and what stays English are not listed under a prefix.
    for (const hidden of ["/welcome", "/ja/welcome", "/ja/payment/success", "/ja/login", "/ja/admin"]) expect(entries.map((entry) => entry.path)).not.toContain(hidden);
  });
});

test.describe("pages still in English, in every language", () => {
  test("the switcher on the contact page keeps the visitor there, the page and its form in Korean", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("[data-language-switcher] summary").click();
    await page.locator("[data-language-switcher]").getByRole("link", { name: "한국어" }).click();
    await expect(page).toHaveURL(/\/ko\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "문의하기" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "주 메뉴" })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/ko/contact");
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute("href", /\/ja\/contact$/);
    await expectAccessible(page, "on the Korean contact page");
  });

  test("a message sent from the Japanese contact page: its problems, its answer and its toast in Japanese", async ({ page }) => {
    await page.goto("/ja/contact");
    const form = page.locator("main");
    await form.getByRole("button", { name: "メッセージを送信" }).click();
    await expect(form.getByText("氏名を入力してください", { exact: true })).toBeVisible();
    await form.getByLabel("氏名").fill("Keiko Sato");
    await form.getByLabel("メールアドレス").fill("keiko@example.com");
    await form.getByLabel("メッセージ").fill("Can my parents visit Sydney for three months?");
    await form.getByRole("button", { name: "メッセージを送信" }).click();
    await expect(form.getByRole("status").getByText("Keiko Sato様、ありがとうございます！")).toBeVisible();
    await expect(page.getByText("メッセージを送信しました！")).toBeVisible();
    await expect(page).toHaveURL(/\/ja\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(form.getByRole("link", { name: "別のメッセージを送る" })).toHaveAttribute("href", "/ja/contact");
    await expectAccessible(page, "after sending a message from the Japanese contact page");
  });

  test("the switcher on a country guide leads to its passport's guide in the chosen language, its links in that language", async ({ page, request }) => {
    await page.goto("/australia-visitor-visa-from-india");
    // Written in English, the guide is listed in English alone: the Japanese page has its own alternates.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await page.locator("[data-language-switcher] summary").click();
    await page.locator("[data-language-switcher]").getByRole("link", { name: "日本語" }).click();
    await expect(page).toHaveURL(/\/ja\/visa-for\/in$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("インド");
    await expect(page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("link").first()).toHaveAttribute("href", "/ja");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/ja/visa-for/in");
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href") ?? "").pathname}`),
    );
    expect(alternates).toContain("x-default /visa-for/in");
    expect(alternates).toContain("vi /vi/visa-for/in");
    // The footer's guides stay in Japanese: each country guide is its passport's guide there, with the managed parents guide and the list of every passport.
    const guides = page.locator("footer[data-site-footer]").getByRole("navigation", { name: "ビザガイド" });
    await expect(guides.getByRole("link")).toHaveCount(6);
    const hrefs = await guides.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.slice(0, 4)).toEqual(["/ja/visa-for/in", "/ja/visa-for/ph", "/ja/visa-for/gb", "/ja/visa-for/us"]);
    for (const href of hrefs) expect(href).toMatch(/^\/ja\/[a-z/-]+$/);
    // An old link to a guide under a prefix lands there for good (a kept page ignores the query, as the guide always did).
    const moved = await request.get("/vi/australian-tourist-visa-from-usa?ref=mail", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/vi/visa-for/us");
  });

  test("the mobile menu's switcher on a managed page leads to the same page in the chosen language", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/australia-family-tourist-visa-for-parents");
    await page.locator("[data-mobile-nav] summary").click();
    await page.locator("[data-mobile-nav]").getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/australia-family-tourist-visa-for-parents$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("[data-english-only-notice]")).toHaveText("यह पृष्ठ केवल अंग्रेज़ी में उपलब्ध है।");
    await expect(page.locator('main [lang="en"]').getByRole("heading", { level: 1, name: "Australia Family Tourist Visa for Parents" })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/hi/australia-family-tourist-visa-for-parents");
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/australia-family-tourist-visa-for-parents$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "on the Hindi managed page");
  });

  test("a managed page under a prefix answers 404 exactly where English does; admin, sign-in and the API stay unprefixed", async ({ page, request }) => {
    for (const path of ["/welcome", "/ja/welcome", "/vi/no-such-page-anywhere", "/ja/login", "/ja/admin", "/ko/admin/dashboard", "/ja/api/eligibility", "/ja/australian-tourist-visa-from-india"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    for (const path of ["/australia-family-tourist-visa-for-parents", "/ja/australia-family-tourist-visa-for-parents", "/login"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
    const response = await page.goto("/ja/welcome");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - ページが見つかりません");
    await expect(page.getByRole("link", { name: "ホームに戻る" })).toHaveAttribute("href", "/ja");
  });

  test("a managed page taken offline by its administrator answers 404 under every prefix at once", async ({ page }) => {
    await signIn(page);
    const slug = unique("every-language");
    await createPageViaForm(page.request, { title: "In every language", slug, content: "<p>Written once, in English</p>", isPublished: true });
    // Twice: the second answer is the kept page, which the save below must not leave behind.
    for (let visit = 0; visit < 2; visit++) expect((await page.request.get(`/ko/${slug}`)).status()).toBe(200);
    await page.goto(`/ko/${slug}`);
    await expect(page.locator('main [lang="en"] article')).toHaveText("Written once, in English");
    await page.goto("/admin/manage-pages");
    await page.locator(`[data-page-row="${slug}"]`).getByRole("link", { name: "Edit In every language" }).click();
    await page.getByRole("switch", { name: "Publish Page" }).uncheck();
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.locator(`[data-page-row="${slug}"]`)).toContainText("Draft");
    for (const path of [`/${slug}`, `/ko/${slug}`, `/zh-hant/${slug}`]) expect((await page.request.get(path)).status(), path).toBe(404);
  });

  test("the payment pages under a prefix: in the language, the way home in it, and kept out of search", async ({ page, request }) => {
    await page.goto("/id/payment/cancel");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Dibatalkan" })).toBeVisible();
    await expect(page).toHaveTitle("Pembayaran Dibatalkan | Australia Visa Check");
    await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toHaveAttribute("href", "/id");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Without a checkout session nothing is confirmed, and the page says so in the visitor's language.
    await page.goto("/id/payment/success");
    await expect(page.getByRole("heading", { level: 1, name: "Tidak Ada Pemesanan untuk Dikonfirmasi" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("booked");
    await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toHaveAttribute("href", "/id");
    const robots = await (await request.get("/robots.txt")).text();
    for (const { prefix } of languages) expect(robots).toContain(`Disallow: ${prefix}/payment/\n`);
  });

  test("the Japanese home page's contact button leads to the Japanese contact page", async ({ page }) => {
    await page.goto("/ja");
    const questions = page.locator('section[aria-labelledby="have-questions-heading"]');
    await questions.scrollIntoViewIfNeeded();
    await expect(questions.getByRole("link").first()).toHaveAttribute("href", "/ja/contact");
  });
});

/** The result card has no English sentence left: none of the given texts, and no three English words in a row. */
async function expectNoEnglishResult(page: Page, english: readonly string[]) {
  const card = page.locator("#checker [data-result]");
  await expect(card).toBeVisible();
  const text = await card.innerText();
  for (const sentence of english) expect(text).not.toContain(sentence);
  for (const line of text.split("\n")) expect(line).not.toMatch(/\b[A-Za-z]+ [a-z]+ [a-z]+\b/);
}

test.describe("the checker in other languages", () => {
  test("in Japanese: a tourist on a Japanese passport walks the steps to an ETA result", async ({ page }) => {
    await page.goto("/ja");
    await expect(page).toHaveTitle("オーストラリアのビザ資格を無料でチェック | Australia Visa Check");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("オーストラリアのビザ資格を無料でチェック");
    const checker = page.locator("#checker");
    await expect(checker.getByRole("heading", { name: "訪問者ビザの資格チェック" })).toBeVisible();
    await expect(checker.getByTestId("checker-step-position")).toHaveText("ステップ 1/3");
    await checker.getByRole("button", { name: "次へ" }).click();
    await expect(page.locator('[data-sonner-toast][data-front="true"]')).toContainText("回答が必要です");
    await expect(checker.getByText("お住まいの国を選んでください。")).toBeVisible();
    await checker.getByRole("button", { name: "日本", exact: true }).click();
    await checker.getByRole("button", { name: "次へ" }).click();

    await expect(checker.getByRole("heading", { name: "訪問の目的" })).toBeFocused();
    await checker.getByRole("group", { name: "あなたの訪問に合うビザのストリームはどれですか？" }).getByLabel("観光ビザ", { exact: true }).check();
    await checker.getByRole("group", { name: "今回の訪問でオーストラリアにどのくらい滞在しますか？" }).getByLabel("3か月以内", { exact: true }).check();
    await checker.getByRole("button", { name: "次へ" }).click();

    await expect(checker.getByRole("heading", { name: "基本要件" })).toBeVisible();
    await checker.getByRole("group", { name: "滞在中の費用をまかなう十分な資金がありますか？" }).getByLabel("はい", { exact: true }).check();
    await checker.getByRole("group", { name: "品行要件（犯罪歴がないことなど）を満たしていますか？" }).getByLabel("はい", { exact: true }).check();
    await checker.getByRole("group", { name: "オーストラリアのビザを拒否または取り消されたことがありますか？" }).getByLabel("いいえ", { exact: true }).check();
    await checker.getByRole("button", { name: "結果を見る" }).click();

    await expect(checker.getByRole("heading", { name: "暫定結果" })).toBeFocused();
    await expect(checker.getByRole("heading", { name: "対象となる可能性があります！" })).toBeVisible();
    await expect(checker.locator("[data-visa]")).toContainText("電子渡航許可（ETA、サブクラス601）");
    await expect(checker.getByRole("link", { name: "この結果へのリンク" })).toHaveAttribute("href", /^\/ja\/check\?/);
    await expectAccessible(page, "on the Japanese result");
    await expect(checker.locator("[data-visa]")).toContainText("日本のパスポートをお持ちなら、ETAを取得できます。");
    await expectNoEnglishResult(page, ["A passport of Japan can get an ETA.", "Japan"]);

    // The PDF of the result is Japanese too, drawn with a font that has the Japanese characters.
    const pdfLink = checker.getByRole("link", { name: "PDFでダウンロード" });
    await expect(pdfLink).toHaveAttribute("href", /^\/ja\/check\/result\.pdf\?/);
    const response = await page.request.get((await pdfLink.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"], `${response.status()} ${await response.text()}`).toBe("application/pdf");
    const pdf = await response.body();
    expect((await PDFDocument.load(pdf)).getTitle()).toBe("暫定結果：対象となる可能性があります！");
    const [pdfText] = await pdfPageTexts(pdf);
    for (const expected of ["おすすめのビザ：電子渡航許可（ETA、サブクラス601）", "必要書類チェックリスト", "AustralianETA"]) {
      expect(pdfText?.replace(/\s+/g, "")).toContain(expected);
    }
  });

  test("in Japanese: the country list shows and finds names in Japanese, and English names still match", async ({ page }) => {
    await page.goto("/ja/check");
    // The searchable list replaces the plain select once JavaScript runs.
    const box = page.locator("input#checker-country");
    const firstMatch = page.locator('#checker [role="listbox"] [role="option"]').first();
    await box.fill("ドイツ");
    await expect(firstMatch).toHaveText("ドイツ");
    await box.fill("Germany");
    await expect(firstMatch).toHaveText("ドイツ");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("ドイツ");
    await expect(page.locator("#checker-passport")).toContainText("フランス");
  });

  test("in Korean: a sponsored visit shows why, its notes and the figures in Korean", async ({ page }) => {
    const query = "country=AU&passport=KR&stream=sponsored&stay=short&funds=yes&character=yes&previousVisa=no&sponsorCitizen=yes&sponsorAge=yes&sponsorSettled=yes&sponsorRelationship=yes&view=result";
    await page.goto(`/ko/check?${query}`);
    const checker = page.locator("#checker");
    await expect(checker.locator("[data-visa]")).toContainText("호주에 사는 친척이 보증하는 방문은");
    await expect(checker.locator("[data-alternative]")).toContainText("대한민국 여권으로는 보증인 없이 가족을 방문할 때");
    await expect(checker.locator("[data-visa]")).toContainText("보증금");
    await expectNoEnglishResult(page, ["Korea", "You told us you live in Australia", "Parents of Australian citizens", "Security bond"]);
  });

  test("in Hindi: a tourist on an Indian passport without enough money sees the finding and what to do", async ({ page }) => {
    await page.goto("/hi");
    const checker = page.locator("#checker");
    await checker.getByRole("button", { name: "भारत" }).click();
    await checker.getByRole("button", { name: "अगला चरण" }).click();
    await checker.getByRole("group", { name: "आपकी यात्रा के लिए कौन-सी वीज़ा स्ट्रीम सही है?" }).getByLabel("टूरिस्ट वीज़ा", { exact: true }).check();
    await checker.getByRole("group", { name: "इस यात्रा में आप ऑस्ट्रेलिया में कितने समय रहेंगे?" }).getByLabel("3 महीने तक", { exact: true }).check();
    await checker.getByRole("button", { name: "अगला चरण" }).click();
    await checker.getByRole("group", { name: "क्या आपके पास ठहरने के खर्च के लिए पर्याप्त पैसे हैं?" }).getByLabel("नहीं", { exact: true }).check();
    await checker
      .getByRole("group", { name: "क्या आप चरित्र संबंधी आवश्यकताएँ (जैसे कोई आपराधिक रिकॉर्ड न होना) पूरी करते हैं?" })
      .getByLabel("हाँ", { exact: true })
      .check();
    await checker.getByRole("group", { name: "क्या आपका कोई ऑस्ट्रेलियाई वीज़ा कभी अस्वीकार या रद्द हुआ है?" }).getByLabel("नहीं", { exact: true }).check();
    await expect(checker.locator('[data-status="failing"]')).toContainText("पर्याप्त धन");
    await checker.getByRole("button", { name: "मेरा परिणाम देखें" }).click();

    await expect(checker.getByRole("heading", { name: "आप शायद आवश्यकताएँ पूरी नहीं करते" })).toBeVisible();
    await expect(checker.locator('[data-finding="funds"]')).toContainText("आपने बताया कि आपके पास ठहरने के लिए पर्याप्त पैसे नहीं हैं।");
    await expect(checker.locator("[data-visa]")).toContainText("विज़िटर वीज़ा (सबक्लास 600), टूरिस्ट स्ट्रीम");
    await expectAccessible(page, "on the Hindi result");
  });
});

/** How far the page is wider than a 390 px phone, with every section below the fold rendered. */
async function overflowAt390(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe("the site's texts in other languages", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Japanese FAQ: heading, topics, questions, answers with their figures, and its structured data in Japanese", async ({ page }) => {
    await page.goto("/ja/faq");
    await expect(page.getByRole("heading", { level: 1, name: "ビザQ&A" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "よくある質問のトピック" }).getByRole("link", { name: "申請の手続き" })).toBeVisible();
    const question = page.locator("#application-process details", { hasText: "訪問者ビザ（サブクラス600）はどのように申請しますか？" });
    await question.locator("summary").click();
    await expect(question).toContainText("オーストラリア国外から申請する場合はAUD 200です");
    // The figure's source named as the result names it: the official page's title and date in Japanese.
    await expect(question.getByRole("link", { name: /^出典：内務省：訪問者ビザ（サブクラス600）/ }).first()).toHaveAttribute("href", /immi\.homeaffairs\.gov\.au/);
    await expect(question.getByRole("link", { name: /Home Affairs|page last updated/ })).toHaveCount(0);
    await expect(page.locator("header time")).toHaveText("2026年11月23日");
    await expect(page.getByRole("heading", { name: "どのビザが合うか、まだ迷っていますか？" })).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}") as {
      inLanguage?: string;
      mainEntity: { name: string }[];
    };
    expect(data.inLanguage).toBe("ja");
    expect(data.mainEntity[0]?.name).toBe("オーストラリアの訪問者ビザは誰が申請できますか？");
    expect(await overflowAt390(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "on the Japanese FAQ");
  });

  test("the Hindi FAQ: questions and answers in Hindi, with the figures worded in Hindi", async ({ page }) => {
    await page.goto("/hi/faq");
    await expect(page.getByRole("heading", { level: 1, name: "वीज़ा प्रश्नोत्तर" })).toBeVisible();
    const question = page.locator("#application-process details", { hasText: "प्रोसेसिंग में कितना समय लगता है?" });
    await question.locator("summary").click();
    await expect(question).toContainText("वैश्विक वीज़ा प्रोसेसिंग समय पेज पर प्रकाशित करता है और उसे हर महीने अपडेट करता है");
    await expect(question).toContainText("12 घंटे");
    expect(await overflowAt390(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "on the Hindi FAQ");
  });

  test("the Korean privacy policy says, in Korean, that the English text prevails, and marks that text as English", async ({ page }) => {
    await page.goto("/ko/privacy-policy");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    const notice = page.locator("[data-english-only-notice]");
    await expect(notice).toHaveText("이 페이지는 영어로 제공됩니다. 영어 버전이 정본이며, 번역본과 차이가 있을 경우 영어 버전이 우선합니다.");
    await expect(page.locator('article [lang="en"]').getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(await overflowAt390(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "on the Korean privacy policy");
    // English keeps its page as it was: no notice.
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("Why Visit Australia reads in Indonesian, with no English-only notice, and fits a phone", async ({ page }) => {
    await page.goto("/id/why-visit-australia");
    await expect(page.getByRole("heading", { level: 1, name: "Mengapa Berkunjung ke Australia" })).toBeVisible();
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    expect(await overflowAt390(page)).toBeLessThanOrEqual(0);
  });

  test("the Vietnamese home page's sections below the checker are in Vietnamese", async ({ page }) => {
    await page.goto("/vi");
    for (const name of ["Về chúng tôi", "Khám phá nước Úc", "Úc trong nháy mắt", "Danh thắng tiêu biểu", "Được du khách khắp thế giới tin tưởng", "Bạn có câu hỏi?", "Câu hỏi thường gặp"]) {
      const heading = page.getByRole("heading", { name, exact: true });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
    await expect(page.locator("#home-glance")).toContainText("Hơn 10.000 bãi biển");
    await expect(page.locator("#home-stories")).toContainText("Tôi muốn thăm con gái ở Melbourne");
    const question = page.locator("#home-questions details", { hasText: "Thị thực du khách Úc tốn bao nhiêu tiền?" });
    await question.locator("summary").click();
    await expect(question).toContainText("Thị thực Du khách (diện 600) có lệ phí AUD 200");
    await expect(page.locator("#home-questions").getByRole("link", { name: "Xem tất cả câu hỏi về thị thực" })).toHaveAttribute("href", "/vi/faq");
    expect(await overflowAt390(page)).toBeLessThanOrEqual(0);
  });
});

plainTest.describe("languages without JavaScript", () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest("the switcher's plain links change the language on the same page", async ({ page }) => {
    await page.goto("/why-visit-australia");
    await page.locator("[data-language-switcher] summary").click();
    await page.locator("[data-language-switcher]").getByRole("link", { name: "Tiếng Việt" }).click();
    await expect(page).toHaveURL(/\/vi\/why-visit-australia$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  });

  plainTest("the checker's steps stay in the language: each step's form goes to the language's /check", async ({ page }) => {
    await page.goto("/ko/check");
    await page.locator("#checker").getByRole("button", { name: "대한민국" }).click();
    await expect(page).toHaveURL(/\/ko\/check\?/);
    await expect(page.locator("#checker").getByRole("heading", { name: "방문 목적" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  });

  plainTest("a Japanese result drawn without JavaScript has no English sentence left", async ({ page }) => {
    await page.goto("/ja/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result");
    const card = page.locator("#checker [data-result]");
    await expect(card).toContainText("インドのパスポートではETAもeVisitorも取得できないため、訪問者ビザ（サブクラス600）を申請します。");
    await expect(card).toContainText("オーストラリア国外で申請する場合の基本申請料は");
    await expect(page.locator("#checker")).toContainText("居住地：インド");
    await expectNoEnglishResult(page, ["A passport of India", "base charge when you apply outside Australia", "months per visit, as granted", "India", "Cost", "Stay"]);
  });

  plainTest("a Simplified Chinese result drawn without JavaScript has no English sentence left", async ({ page }) => {
    await page.goto("/zh-hans/check?country=AU&passport=GB&stream=business&stay=short&funds=yes&character=yes&previousVisa=no&genuineBusinessVisit=yes&relevantBackground=yes&workForPay=no&view=result");
    const card = page.locator("#checker [data-result]");
    await expect(card).toContainText("持英国公民（British Citizen）护照可以申请免费的eVisitor。");
    await expect(card).toContainText("您告诉我们您住在澳大利亚。");
    await expectNoEnglishResult(page, ["A British Citizen passport", "You told us you live in Australia", "Business visitor activities", "can also get an ETA instead", "Free: no visa charge"]);
  });

  plainTest("'E-mail me this result' from a Japanese result posts to the Japanese e-mail page", async ({ page }) => {
    await page.goto("/ja/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result");
    await expect(page.locator('form[action="/ja/check/email"]')).toHaveCount(1);
  });
});

plainTest.describe("the language suggestion", () => {
  plainTest.use({ locale: "ja-JP", userAgent: visitorAgent });

  plainTest("offers the browser's language in that language, never redirects, and stays away once dismissed", async ({ page }) => {
    await page.goto("/faq");
    const headingTop = async () => (await page.getByRole("heading", { level: 1 }).boundingBox())?.y;
    const notice = page.locator("[data-language-suggestion]");
    await expect(notice).toContainText("このサイトは日本語でもご覧いただけます。");
    // It arrives after the page is laid out: over the foot of the window, so showing or hiding it moves
    // nothing the visitor reads.
    const box = await notice.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(page.viewportSize()?.height ?? 0, 0);
    const withNotice = await headingTop();
    await expect(page).toHaveURL(/\/faq$/);
    await notice.getByRole("button", { name: "Keep this language" }).click();
    await expect(notice).toBeHidden();
    expect(await headingTop()).toBe(withNotice);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(notice).toBeHidden();
  });

  plainTest("follows the suggestion to the same page in the suggested language", async ({ page }) => {
    await page.goto("/faq");
    await page.locator("[data-language-suggestion]").getByRole("link", { name: "表示を切り替える" }).click();
    await expect(page).toHaveURL(/\/ja\/faq$/);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-language-suggestion]")).toBeHidden();
  });
});

plainTest.describe("crawlers", () => {
  plainTest.use({ locale: "ja-JP", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  plainTest("get no suggestion and stay on the page they asked for", async ({ page }) => {
    const answer = page.waitForResponse((response) => response.url().includes("/api/language-suggestion"));
    await page.goto("/faq");
    expect(await (await answer).json()).toEqual({ suggestion: null });
    await expect(page.locator("[data-language-suggestion]")).toBeHidden();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
