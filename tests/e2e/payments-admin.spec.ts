import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { daysFromNow, postFormFromPage } from "./payments-helpers";

/**
 * The admin-only pages of the payments feature, signed in. Needs the admin area's sign-in (/login);
 * the Playwright web server creates the administrator from ADMIN_USERNAME / ADMIN_PASSWORD.
 */
async function signIn(page: Page, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("e2e-admin-password-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[/]/g, "\\/")}$`));
}

test.describe("payments admin pages, signed in", () => {
  test("the Test Email Sender is pre-filled, checks its field and sends", async ({ page }) => {
    await signIn(page, "/test-sender");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Email Sender");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByLabel("Recipient Email")).toHaveValue("operator@localhost");
    await expectAccessible(page, "on the test sender");
    await page.getByLabel("Recipient Email").fill("");
    await page.getByRole("button", { name: "Send Test Email" }).click();
    await expect(page.getByText("Please enter a recipient email address.")).toBeVisible();
    await page.getByLabel("Recipient Email").fill("ops@example.com");
    await page.getByRole("button", { name: "Send Test Email" }).click();
    await expect(page.getByText("Test Email Sent!").first()).toBeVisible();
  });

  test("the Purchase Confirmation Email page previews live and sends the template", async ({ page }) => {
    await signIn(page, "/email-template");
    await expect(page.getByLabel("Subject")).toHaveValue("Your Visa Application Template is Here!");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByText("Download Your Template")).toBeVisible();
    await expect(preview).toContainText(`© ${new Date().getFullYear()}`);
    await expect(preview.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await page.getByLabel("Subject").fill("Your template, again");
    await expect(preview).toContainText("Your template, again");
    await page.getByLabel("Body").fill("Hello Mei,\n\nHere it is: {{download_link}}");
    await expect(preview).toContainText("Hello Mei,");
    await expectAccessible(page, "on the email template page");

    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("Recipient email is required.").first()).toBeVisible();
    await page.getByLabel("Recipient Email").fill("mei@example.com");
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("The template has been sent to mei@example.com").first()).toBeVisible();
  });

  test("orders, bookings and contact messages appear in the admin lists, newest first", async ({ page }) => {
    await page.goto("/contact");
    const stamp = Date.now();
    await postFormFromPage(page, "/contact", { name: `Inbox ${stamp}`, email: "inbox@example.com", message: "Hello admin" });
    await expect(page.getByText(`Thank you, Inbox ${stamp}!`)).toBeVisible();
    await postFormFromPage(page, "/checkout", { product: "template", email: `order-${stamp}@example.com`, stream: "tourist" });
    await page.getByRole("button", { name: "Pay $29 AUD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await postFormFromPage(page, "/checkout", {
      product: "consultation",
      name: `Booker ${stamp}`,
      email: "booker@example.com",
      phone: "+61 400 000 000",
      preferredDateTime: daysFromNow(3),
    });
    await expect(page).toHaveURL(/\/checkout\/demo\//);

    await signIn(page, "/admin/orders");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(`order-${stamp}@example.com`);
    // Paid, and fulfilled as soon as the outbox has handed its template e-mail over.
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(/Paid|Fulfilled/);
    await page.goto("/admin/bookings");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(`Booker ${stamp}`);
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Pending");
    await page.goto("/admin/messages");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(`Inbox ${stamp}`);
  });

  test("Orders and Bookings show every column without a sideways scroll at 1280 and 390 px; a paid order has its receipt", async ({ page, request }) => {
    // Seven pages, each checked with axe as it loads: longer than most tests on a busy machine.
    test.slow();
    await page.goto("/contact");
    const email = `receipt-${Date.now()}@example.com`;
    await postFormFromPage(page, "/checkout", { product: "template", email, template: "visitor-600-business" });
    await page.getByRole("button", { name: "Pay $29 AUD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await postFormFromPage(page, "/checkout", {
      product: "consultation",
      name: "A very long name that has to wrap somewhere in the table",
      email: "a-rather-long-address-for-a-booking@example.com",
      phone: "+61 400 000 000",
      preferredDateTime: daysFromNow(4),
    });
    await page.getByRole("button", { name: "Pay $199 AUD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await signIn(page, "/admin/orders");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/admin/orders", "/admin/bookings"]) {
        await page.goto(path);
        const region = page.getByRole("region", { name: path.endsWith("orders") ? "Orders" : "Bookings" });
        const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(1);
        // The last column, where the payment and its receipt are, is on screen.
        const payment = region.locator('td[data-label="Payment"]').first();
        const box = await payment.boundingBox();
        expect(box && box.x + box.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
    // The e-mail template's editor and preview fit a phone too.
    await page.goto("/email-template");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/orders");
    const receipt = page.getByRole("row", { name: new RegExp(email) }).getByRole("link", { name: "Receipt" });
    const response = await page.request.get(new URL((await receipt.getAttribute("href"))!, page.url()).href);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    // Not without signing in.
    expect((await request.get(new URL((await receipt.getAttribute("href"))!, page.url()).href, { maxRedirects: 0 })).status()).not.toBe(200);
  });

  test("a visitor who cancels at checkout leaves a cancelled booking, found under the Cancelled filter", async ({ page }) => {
    await page.goto("/book-consultation");
    const stamp = Date.now();
    await postFormFromPage(page, "/checkout", {
      product: "consultation",
      name: `Canceller ${stamp}`,
      email: "canceller@example.com",
      phone: "+61 400 000 001",
      preferredDateTime: daysFromNow(4),
    });
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/payment\/cancel\?booking=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Canceled");

    await signIn(page, "/admin/bookings");
    const filters = page.getByRole("navigation", { name: "Filter bookings by state" });
    await filters.getByRole("link", { name: "Cancelled" }).click();
    await expect(page).toHaveURL(/\?state=cancelled$/);
    await expect(filters.getByRole("link", { name: "Cancelled" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("row", { name: new RegExp(`Canceller ${stamp}`) })).toContainText("Cancelled");
    await filters.getByRole("link", { name: "Pending" }).click();
    await expect(page).toHaveURL(/\?state=pending$/);
    await expect(page.getByText(`Canceller ${stamp}`)).toHaveCount(0);
    await expectAccessible(page, "on the filtered bookings");
  });

  test("an order whose template e-mail went out is listed as Fulfilled, under the Fulfilled filter and not under Paid", async ({ page }) => {
    await page.goto("/contact");
    const email = `fulfilled-${Date.now()}@example.com`;
    await postFormFromPage(page, "/checkout", { product: "template", email, template: "visitor-600-tourist" });
    await page.getByRole("button", { name: "Pay $29 AUD" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");

    await signIn(page, "/admin/orders");
    const filters = page.getByRole("navigation", { name: "Filter orders by state" });
    await expect(filters.getByRole("link")).toHaveText(["All", "Pending", "Paid", "Fulfilled", "Refunded", "Cancelled", "Expired", "Failed"]);
    // The outbox sends within a moment of the payment; the list says so once it has.
    await expect(async () => {
      await page.goto("/admin/orders?state=fulfilled");
      await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Fulfilled", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(filters.getByRole("link", { name: "Fulfilled" })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: "Paid" }).click();
    await expect(page).toHaveURL(/\?state=paid$/);
    await expect(page.getByText(email)).toHaveCount(0);
    await expectAccessible(page, "on the fulfilled orders");
  });
});
