import { test as plainTest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { daysFromNow } from "./payments-helpers";

/** Intl's AUD amounts put a no-break space between the code and the number. */
const nbsp = "\u00a0";

/** A tourist on an Indian passport with every requirement met: a Visitor visa (600) result, the template first. */
const likely = "country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result";
/** The same without enough money: the agent is recommended and comes first. */
const unlikely = "country=IN&passport=IN&stream=tourist&stay=short&funds=no&character=yes&previousVisa=no&view=result";

test.describe("the result's offers in other languages", () => {
  test("in Japanese: both offers, the agents' cards, the purchase dialog and the figures note are in Japanese", async ({ page }) => {
    await page.goto(`/ja/check?${likely}`);
    const checker = page.locator("#checker");
    await expect(checker.getByRole("heading", { level: 3, name: "申請テンプレートと書類チェックリスト" })).toBeVisible();
    await expect(checker.getByText("任意のサービスです。訪問者ビザ（サブクラス600）観光ストリームの記入用申請テンプレートと書類チェックリストを、すぐにメールでお届けします。資格チェック自体は引き続き無料です。")).toBeVisible();
    for (const point of ["申請書の各セクションを解説", "準備する書類のチェックリスト", "1回のご購入で、すぐにメールでお届け"]) {
      await expect(checker.getByRole("listitem").filter({ hasText: point })).toBeVisible();
    }
    await expect(checker.getByRole("heading", { level: 3, name: "登録移民エージェントに相談する" })).toBeVisible();
    await expect(checker.getByText("任意のサービスです。あなたの状況について、当サイトのエージェントと60分間の相談を1回行います。")).toBeVisible();
    const book = checker.getByRole("link", { name: `今すぐ予約（AUD${nbsp}199）`, exact: true });
    await expect(book).toHaveAttribute("href", "/ja/book-consultation");

    // The agents' cards: the card's words in Japanese, the agents' own names and figures as written.
    const agents = checker.getByRole("list", { name: "エージェント", exact: true });
    await expect(agents.getByRole("listitem").first()).toBeVisible();
    const card = agents.getByRole("listitem").first();
    await expect(card.getByRole("img")).toBeVisible();
    // Years of experience worded in Japanese: the seeded "12+ years" is 12 years.
    await expect(agents.locator('[data-agent="Olivia Bennett"]')).toContainText("実務経験12年");
    await expect(card.getByRole("img")).toHaveAttribute("alt", /の写真$/);
    const sample = agents.getByRole("listitem").filter({ hasText: "サンプルのプロフィール" }).first();
    await expect(sample).toContainText(/サンプルのMARN \d+（登録簿には掲載されていません）/);
    await expect(agents).not.toContainText(/experience|years|Photo of|Sample profile|official register/);

    // One message per language for the figures note: the date inside the sentence, Japanese punctuation only.
    const note = checker.getByText(/^数値は.+に当サイトの事実記録と照合しました。公式ページを常時確認/);
    await expect(note).toBeVisible();
    await expect(note.locator("time")).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await expect(note).not.toContainText(".");
    await expectAccessible(page, "on the Japanese result's offers");

    // The purchase dialog in Japanese, its form included.
    await checker.getByRole("button", { name: `テンプレートを購入（AUD${nbsp}29）`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "購入手続き" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("メールアドレスを入力し、次のページで安全にお支払いください。")).toBeVisible();
    await expect(dialog.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(dialog.locator("form")).toHaveAttribute("action", "/ja/checkout");
    await expect(dialog.getByText("お支払い後、訪問者ビザ（サブクラス600）観光ストリームのテンプレートとチェックリストをこのアドレスにメールでお送りします。")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "閉じる" })).toBeVisible();
    await expectAccessible(page, "with the Japanese purchase dialog open");
    // The form still starts the checkout as before.
    await dialog.getByLabel("メールアドレス").fill("ja-buyer@example");
    await dialog.getByRole("button", { name: "お支払いへ進む" }).click();
    await expect(page.getByText("正しいメールアドレスを入力してください。")).toBeVisible();
    await dialog.getByLabel("メールアドレス").fill("ja-buyer@example.com");
    await dialog.getByRole("button", { name: "お支払いへ進む" }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\/cs_demo_/);
    await expect(page.getByRole("cell", { name: "Visa Application Template & Checklist: Visitor visa (subclass 600), Tourist stream" })).toBeVisible();
  });

  test("in Hindi: the recommended agent comes first, both offers in Hindi, and the booking page in Hindi", async ({ page }) => {
    await page.goto(`/hi/check?${unlikely}`);
    const checker = page.locator("#checker");
    const headings = checker.getByRole("heading", { level: 3, name: /^(किसी पंजीकृत माइग्रेशन एजेंट से बात करें|आवेदन टेम्पलेट और चेकलिस्ट)$/ });
    await expect(headings).toHaveText(["किसी पंजीकृत माइग्रेशन एजेंट से बात करें", "आवेदन टेम्पलेट और चेकलिस्ट"]);
    await expect(
      checker.getByText("आपके परिणाम के लिए अनुशंसित: आवेदन से पहले एजेंट यह आकलन कर सकता है कि आपको क्या घोषित करना है या क्या दिखाना है। वैकल्पिक, 60 मिनट का एक परामर्श।"),
    ).toBeVisible();
    await expect(checker.getByText("वैकल्पिक। विज़िटर वीज़ा (सबक्लास 600), टूरिस्ट स्ट्रीम के लिए भरने को तैयार आवेदन टेम्पलेट")).toBeVisible();
    await expect(checker.getByRole("list", { name: "एजेंट", exact: true }).locator('[data-agent="Olivia Bennett"]')).toContainText("12 वर्षों का अनुभव");
    await expect(checker.getByRole("button", { name: `टेम्पलेट ख़रीदें - AUD${nbsp}29`, exact: true })).toBeVisible();
    await expect(checker.getByText(/^आँकड़ों का मिलान .+ को हमारे तथ्य रिकॉर्ड से किया गया। हम आधिकारिक पेजों को लाइव नहीं जाँच सकते/)).toBeVisible();
    await expectAccessible(page, "on the Hindi result's offers");

    const book = checker.getByRole("link", { name: `अभी बुक करें - AUD${nbsp}199`, exact: true });
    await expect(book).toHaveAttribute("href", "/hi/book-consultation");
    await book.click();
    await expect(page).toHaveURL(/\/hi\/book-consultation$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "परामर्श बुक करें" })).toBeVisible();
    await expect(page.getByRole("link", { name: "होम पर वापस जाएँ" })).toHaveAttribute("href", "/hi");
    await expect(page.locator('[data-agent="Olivia Bennett"]')).toContainText("12 वर्षों का अनुभव");
    await expectAccessible(page, "on the Hindi booking page");

    // The form checks in Hindi, then opens the checkout.
    await page.getByRole("button", { name: "भुगतान पर आगे बढ़ें" }).click();
    await expect(page.getByText("पूरा नाम ज़रूरी है", { exact: true })).toBeVisible();
    await page.getByLabel("पूरा नाम").fill("Asha Verma");
    await page.getByLabel("ईमेल पता").fill("asha@example.com");
    await page.getByLabel("फ़ोन नंबर").fill("+91 98765 43210");
    await page.getByLabel("पसंदीदा तारीख और समय").fill(daysFromNow(9));
    await page.getByRole("button", { name: "भुगतान पर आगे बढ़ें" }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await expect(page.getByRole("button", { name: "Pay $199 AUD" })).toBeVisible();
  });

  test("the booking page under a language prefix links every language's version; English keeps its page", async ({ page }) => {
    await page.goto("/ja/book-consultation");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/ja/book-consultation");
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/book-consultation$/);
    await page.goto("/book-consultation");
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
  });

  test("the checkout page under a language prefix is in the language", async ({ page }) => {
    await page.goto("/ko/checkout");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("아직 결제할 항목이 없습니다");
    await expect(page.getByRole("link", { name: "홈페이지로 돌아가기" })).toHaveAttribute("href", "/ko");
    await expectAccessible(page, "on the Korean checkout page");
  });
});

plainTest.describe("the result's offers in other languages, without JavaScript", () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest("a Japanese purchase that cannot start is answered on the Japanese checkout page, in Japanese", async ({ page }) => {
    await page.goto(`/ja/check?${likely}`);
    const checker = page.locator("#checker");
    await checker.locator("summary", { hasText: `テンプレートを購入（AUD${nbsp}29）` }).click();
    const form = checker.locator('form[action="/ja/checkout"]');
    await expect(form).toHaveCount(1);
    await form.getByLabel("メールアドレス").fill("not-an-address");
    await form.getByRole("button", { name: "お支払いへ進む" }).click();
    await expect(page).toHaveURL(/\/ja\/checkout$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("メールアドレスが正しくありません");
    await expect(page.getByText("正しいメールアドレスを入力してください。")).toBeVisible();
    await expect(page.getByRole("link", { name: "資格チェックに戻る" })).toHaveAttribute("href", "/ja#checker");
  });

  plainTest("'E-mail me this result' answered without JavaScript is titled in the page's language", async ({ page }) => {
    await page.goto(`/ja/check?${likely}`);
    const form = page.locator('form[action="/ja/check/email"]');
    await form.getByRole("textbox").fill("not-an-address");
    await form.getByRole("button").click();
    await expect(page).toHaveURL(/\/ja\/check\/email$/);
    await expect(page).toHaveTitle("結果のメール送信 | Australia Visa Check");
  });
});
