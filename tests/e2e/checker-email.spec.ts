import path from "node:path";
import Database from "better-sqlite3";
import { openHydrated } from "../support/hydrated";
import { useSiteWithMail } from "../support/site-with-mail";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * 'E-mail me this result' against a server of its own whose mail goes to a real SMTP server in this test
 * process, and whose SQLite file the test reads to see that the address is not kept.
 */
test.describe("e-mailing a result", () => {
  test.describe.configure({ mode: "serial" });
  const site = useSiteWithMail("visa-result-mail-");
  const result =
    "/check?country=IN&passport=IN&stream=sponsored&stay=long&funds=yes&character=yes&previousVisa=no&sponsorCitizen=yes&sponsorAge=yes&sponsorSettled=yes&sponsorRelationship=yes&view=result";


  test("sends the result to the address given, then keeps neither the address nor the result", async ({ page }) => {
    await page.goto(`${site.server.url}${result}`);
    const checker = page.locator("#checker");
    await expect(checker.locator('[data-result="eligible"] [data-visa="visitor-600-sponsored"]')).toBeVisible();
    const field = checker.getByLabel("E-mail me this result");
    await field.fill("traveller@example.com");
    await checker.getByRole("button", { name: "Send" }).click();
    const toast = page.locator('[data-sonner-toast][data-front="true"]');
    await expect(toast).toContainText("Result Sent");
    await expect(toast).toContainText("we do not keep the address");
    await expect(field).toHaveValue("");
    await expectAccessible(page, "after sending the result");

    const [mail] = await site.smtp.waitForMessages(1);
    expect(mail?.to).toEqual(["traveller@example.com"]);
    expect(mail?.subject).toBe("Your Australian visa check result");
    expect(mail?.text).toContain("Recommended: Visitor visa (subclass 600), Sponsored Family stream");
    expect(mail?.text).toContain("Processing: Home Affairs publishes current processing times every month");
    // The parents' longer visas are a Tourist stream arrangement, not part of a sponsored result.
    expect(mail?.text).not.toContain("Parent visa (subclass 103)");
    expect(mail?.text).toContain(`See this result again: ${site.server.url}${result}`);

    const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
    try {
      await expect
        .poll(() => db.prepare("select status, to_address, text_body from mail_outbox").all())
        .toEqual([{ status: "sent", to_address: "", text_body: "" }]);
    } finally {
      db.close();
    }
  });

  test("from a Japanese result, sends the result in Japanese with links back to the Japanese pages", async ({ page }) => {
    await openHydrated(page, `${site.server.url}/ja${result}`);
    const checker = page.locator("#checker");
    await expect(checker.locator('[data-result="eligible"] [data-visa="visitor-600-sponsored"]')).toBeVisible();
    const field = checker.getByLabel("この結果をメールで受け取る");
    await field.fill("japanese@example.com");
    await checker.getByRole("button", { name: "送信" }).click();
    await expect(page.locator('[data-sonner-toast][data-front="true"]')).toContainText("結果を送信しました");

    await expect.poll(() => site.smtp.to("japanese@example.com").length).toBe(1);
    const [mail] = site.smtp.to("japanese@example.com");
    expect(mail?.subject).toBe("オーストラリアビザ資格チェックの結果");
    expect(mail?.text).toContain("おすすめのビザ：訪問者ビザ（サブクラス600）家族スポンサーストリーム");
    expect(mail?.text).toContain("審査期間: 内務省が最新の審査期間を毎月公表しています");
    expect(mail?.text).toContain(`この結果をもう一度見る: ${site.server.url}/ja${result}`);
    expect(mail?.text).not.toContain("Recommended:");
    expect(mail?.text).not.toContain("Home Affairs publishes");
  });

  test("refuses a blank or malformed address under the field before anything is posted", async ({ page }) => {
    await page.goto(`${site.server.url}${result}`);
    const checker = page.locator("#checker");
    const field = checker.getByLabel("E-mail me this result");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await checker.getByRole("button", { name: "Send" }).click();
    await expect(field).toHaveAccessibleDescription(/Please enter your email address\./);
    await expect(field).toBeFocused();
    await field.fill("traveller@example");
    await checker.getByRole("button", { name: "Send" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Please enter a valid email address\./);
    await expect(field).toBeFocused();
    await expectAccessible(page, "with the address refused");
    expect(posts).toEqual([]);
  });

  test("a recipient gets at most 3 results an hour; the fourth is refused with when to try again", async ({ request }) => {
    const answers = Object.fromEntries(new URL(result, site.server.url).searchParams);
    const post = () => request.post(`${site.server.url}/check/email`, { form: { ...answers, email: "limited@example.com" }, headers: { Origin: site.server.url } });
    for (let i = 0; i < 3; i++) expect((await post()).status()).toBe(200);
    const refused = await post();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers()["cache-control"]).toBe("no-store");
    expect(await refused.text()).toContain("Too Many Requests");
  });
});
