import path from "node:path";
import Database from "better-sqlite3";
import { useSiteWithMail } from "../support/site-with-mail";
import { expect, expectAccessible, test } from "./fixtures";

/** Today on Australia's calendar, plus whole days, as YYYY-MM-DD. */
function australianDay(plusDays: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + plusDays)).toISOString().slice(0, 10);
}

/** The delete link a message carries in its text, and the one in its List-Unsubscribe header. */
function deleteLinks(mail: { text: string; headers: Record<string, string> }) {
  const inText = /Delete my reminder: (\S+)/.exec(mail.text)?.[1] ?? "";
  const inHeader = (mail.headers["list-unsubscribe"] ?? "").replace(/\s+/g, "").replace(/^<|>$/g, "");
  return { inText, inHeader };
}

/**
 * 'Remind me to apply by …' against a server of its own whose mail goes to a real SMTP server in this
 * test process, and whose SQLite file the test reads to see what is stored. The apply-by date is two days
 * away, so its reminder is due at once (7 days before it has passed): the scheduler sends it right after
 * the confirmation, with no clock to move.
 */
test.describe("reminders", () => {
  test.describe.configure({ mode: "serial" });
  const site = useSiteWithMail("visa-reminders-");
  const applyBy = australianDay(2);
  const arrival = australianDay(40);
  const back = "/check?country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no&view=result";
  const formPage = (prefix = "") => `${site.server.url}${prefix}/check/remind?applyBy=${applyBy}&arrival=${arrival}&visa=visitor-600-tourist&back=${encodeURIComponent(back)}`;
  const storedRows = () => {
    const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
    try {
      return db.prepare("select email, apply_by, arrival, visa, locale, stage from reminders order by email").all();
    } finally {
      db.close();
    }
  };


  test("signs up, receives the confirmation and the due reminder, and the delete link erases the request", async ({ page }) => {
    // On a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const fitsPhone = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(formPage());
    expect(await fitsPhone()).toBeLessThanOrEqual(390);
    const form = page.locator("section", { has: page.getByRole("heading", { name: /^Remind me to apply by / }) });
    await expect(form).toContainText("We keep only this address, the two dates, the visa and the page's language");
    const field = form.getByLabel("Your e-mail address");
    await field.fill("not-an-address");
    await form.getByRole("button", { name: "Remind me" }).click();
    await expect(form.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await field.fill("traveller@example.com");
    // From the keyboard: Enter in the field sends the form.
    await field.press("Enter");
    const toast = page.locator('[data-sonner-toast][data-front="true"]');
    await expect(toast).toContainText("Reminder Set");
    await expect(toast).toContainText("We sent a confirmation to traveller@example.com.");
    await expect(field).toHaveValue("");
    await expectAccessible(page, "after signing up");

    const [confirmation, reminder] = await site.smtp.waitForMessages(2);
    expect(confirmation?.to).toEqual(["traveller@example.com"]);
    expect(confirmation?.subject).toBe("Your Australian visa reminders are set");
    expect(confirmation?.text).toContain("You asked us to remind you to apply for your Visitor visa (subclass 600), Tourist stream by");
    expect(reminder?.subject).toMatch(/^Reminder: apply for your Australian visa by /);
    expect(reminder?.text).toContain("We will send one more reminder on");
    for (const mail of [confirmation!, reminder!]) {
      const links = deleteLinks(mail);
      expect(links.inText).toMatch(new RegExp(`^${site.server.url}/check/remind/delete\\?token=`));
      expect(links.inHeader).toBe(links.inText);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    // Only the address, the dates, the visa and the language; the apply-by reminder has gone.
    await expect.poll(storedRows).toEqual([{ email: "traveller@example.com", apply_by: applyBy, arrival, visa: "visitor-600-tourist", locale: "en", stage: 1 }]);

    // Opening the link (as a mail scanner would) deletes nothing; the button does.
    await page.goto(deleteLinks(reminder!).inText);
    await expect(page.getByRole("heading", { name: "Delete Your Reminder" })).toBeVisible();
    expect(await fitsPhone()).toBeLessThanOrEqual(390);
    expect(storedRows()).toHaveLength(1);
    await page.getByRole("button", { name: "Delete my reminder" }).click();
    await expect(page.getByRole("heading", { name: "Reminder Deleted" })).toBeVisible();
    await expectAccessible(page, "after deleting");
    expect(storedRows()).toEqual([]);
    // The link again: nothing left.
    await page.goto(deleteLinks(confirmation!).inText);
    await expect(page.getByRole("heading", { name: "Nothing Left to Delete" })).toBeVisible();
  });

  // axe runs in the page, so pages without JavaScript are judged where the same components render with it (above).
  test("without JavaScript, in Japanese: a page answers the form, and a mail client's one-click POST deletes the request", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(formPage("/ja"));
    await page.getByLabel("メールアドレス").fill("nojs@example.com");
    await page.getByRole("button", { name: "リマインドする" }).click();
    await expect(page.getByRole("heading", { name: "リマインダーを設定しました" })).toBeVisible();
    await page.getByRole("link", { name: "結果に戻る" }).click();
    await expect(page).toHaveURL(`${site.server.url}${back}`);
    await context.close();

    await expect.poll(() => site.smtp.to("nojs@example.com").length).toBe(2);
    const [confirmation] = site.smtp.to("nojs@example.com");
    expect(confirmation?.subject).toBe("オーストラリアビザのリマインダーを設定しました");
    const link = deleteLinks(confirmation!).inHeader;
    expect(link).toContain(`${site.server.url}/ja/check/remind/delete?token=`);
    expect(storedRows()).toHaveLength(1);

    // RFC 8058: the client posts 'List-Unsubscribe=One-Click' to the header's link.
    const forged = await request.post(link.replace(/token=[^.]+\./, `token=${crypto.randomUUID()}.`), { form: { "List-Unsubscribe": "One-Click" } });
    expect(forged.status()).toBe(400);
    expect(storedRows()).toHaveLength(1);
    const oneClick = await request.post(link, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    expect(storedRows()).toEqual([]);
  });

  test("refuses an arrival date that is not in the future, and stores nothing", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/check/remind?applyBy=${australianDay(-3)}&arrival=${australianDay(0)}&visa=eta-601`);
    await page.getByLabel("Your e-mail address").fill("late@example.com");
    await page.getByRole("button", { name: "Remind me" }).click();
    await expect(page.getByRole("heading", { name: "Reminder Not Set" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Your arrival date must be after today in Australia.");
    expect(storedRows()).toEqual([]);
    await context.close();
  });
});
