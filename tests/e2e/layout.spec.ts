import { footerGuideLinks, footerSiteLinks, mainNavigation } from "../../app/content/site";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("shared frame", () => {
  test("every header and footer link answers 200", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = new Set([...mainNavigation, ...footerSiteLinks, ...footerGuideLinks].map((link) => link.to.split("#")[0] || "/"));
    for (const href of hrefs) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
    const header = page.locator("header[data-site-header]");
    for (const link of mainNavigation) {
      await expect(header.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(header.getByRole("link", { name: "Start Check" })).toHaveAttribute("href", "/#checker");
    const footer = page.locator("footer[data-site-footer]");
    for (const link of [...footerSiteLinks, ...footerGuideLinks]) {
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(footer).toContainText("not affiliated with the Department of Home Affairs");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("a demo installation says so on every page instead of showing placeholder business details", async ({ page }) => {
    for (const path of ["/", "/contact", "/terms-of-service"]) {
      await page.goto(path);
      await expect(page.getByRole("complementary", { name: "Demo installation" })).toContainText("has not configured a business name, ABN");
      const html = await page.content();
      expect(html).not.toContain("support@example.com");
      expect(html).not.toContain("no-reply@localhost");
    }
  });

  test("unknown paths show the 404 screen with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
    await expect(page.getByText("Sorry, the page you are looking for does not exist.")).toBeVisible();
    await page.getByRole("link", { name: "Go Back Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("on a phone the menu button opens the navigation, Escape closes it and a link closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menuButton = page.locator("[data-mobile-nav] summary");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await menuButton.click();
    await expect(menu).toBeVisible();
    await expectAccessible(page, "with the menu open");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test("on a phone the menu button works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/faq`);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.locator("[data-mobile-nav] summary").click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await context.close();
  });

  test("a route change scrolls to the top and /#checker scrolls to the checker", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator("header").getByRole("link", { name: "Eligibility Checker" }).click();
    await expect(page).toHaveURL(/\/#checker$/);
    await expect(page.locator("#checker")).toBeInViewport();
  });
});

test.describe("visitor counter", () => {
  test("counts a browser session once and shows '{count} visitors this year'", async ({ page, request }) => {
    const before = ((await (await request.get("/api/visitors")).json()) as { count: number }).count;
    await page.goto("/");
    const counter = page.getByText(/visitors this year/);
    await expect(counter).toHaveText(`${(before + 1).toLocaleString("en-US")} visitors this year`);
    await page.reload();
    await expect(counter).toHaveText(`${(before + 1).toLocaleString("en-US")} visitors this year`);
  });

  test("a refused count (the per-address limit) still shows the number, read without counting", async ({ page, request }) => {
    const count = ((await (await request.get("/api/visitors")).json()) as { count: number }).count;
    // The 11th new session from one address in 10 minutes: the server answers the POST with 429.
    await page.route("**/api/visitors", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 429, json: { error: { title: "Too many requests" } } }) : route.fallback(),
    );
    await page.goto("/");
    await expect(page.getByText(/visitors this year/)).toHaveText(`${count.toLocaleString("en-US")} visitors this year`);
  });

  test("200 concurrent visits add exactly 200", async ({ request }) => {
    const before = ((await (await request.get("/api/visitors")).json()) as { count: number }).count;
    const responses = await Promise.all(Array.from({ length: 200 }, () => request.post("/api/visitors")));
    expect(responses.every((response) => response.ok())).toBe(true);
    const after = ((await (await request.get("/api/visitors")).json()) as { count: number }).count;
    expect(after - before).toBe(200);
  });
});
