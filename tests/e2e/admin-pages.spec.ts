import type { Page } from "@playwright/test";
import { openHydrated } from "../support/hydrated";
import { xssPayloads } from "../support/xss-payloads";
import { createPageViaForm, pngImage, signIn, unique } from "./admin-support";
import { expect, expectAccessible, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

async function statValue(page: Page, title: string): Promise<number> {
  return Number(await page.locator(`[data-stat="${title}"]`).innerText());
}

test.describe("admin shell and dashboard", () => {
  test("the sidebar lists every admin screen, Back to Site and Logout", async ({ page }) => {
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const expected: [string, string][] = [
      ["Dashboard", "/admin/dashboard"],
      ["Add New Page", "/admin/add-new-page"],
      ["Manage Pages", "/admin/manage-pages"],
      ["Orders", "/admin/orders"],
      ["Bookings", "/admin/bookings"],
      ["Messages", "/admin/messages"],
      ["Agents", "/admin/agents"],
      ["Email Template", "/email-template"],
      ["Test Sender", "/test-sender"],
      ["Security", "/admin/security"],
    ];
    for (const [label, href] of expected) await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Back to Site" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Logout" })).toBeVisible();
    await nav.getByRole("link", { name: "Manage Pages" }).click();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
    await expect(nav.getByRole("link", { name: "Manage Pages" })).toHaveAttribute("aria-current", "page");
  });

  test("the dashboard's three cards count pages live", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByText(/^Welcome back, admin!/)).toBeVisible();
    await expect(page.getByText("Live pages visible to users")).toBeVisible();
    await expect(page.getByText("Pages not yet published")).toBeVisible();
    const before = { total: await statValue(page, "Total Pages"), published: await statValue(page, "Published"), drafts: await statValue(page, "Drafts") };
    expect(before.total).toBe(before.published + before.drafts);
    await createPageViaForm(page.request, { title: "Counted draft", slug: unique("counted-draft"), content: "<p>x</p>" });
    await createPageViaForm(page.request, { title: "Counted live", slug: unique("counted-live"), content: "<p>x</p>", isPublished: true });
    await page.reload();
    expect(await statValue(page, "Total Pages")).toBe(before.total + 2);
    expect(await statValue(page, "Published")).toBe(before.published + 1);
    expect(await statValue(page, "Drafts")).toBe(before.drafts + 1);
  });

  test("works on a phone-sized screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/manage-pages");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav).toBeHidden();
    await page.getByText("Admin menu").click();
    await expect(nav).toBeVisible();
    await expectAccessible(page, "with the admin menu open");
    await nav.getByRole("link", { name: "Add New Page" }).click();
    await expect(page).toHaveURL(/\/admin\/add-new-page$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add New Page");
    await expect(page.getByRole("button", { name: "Save Page" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("pages", () => {
  test("create a page with formatted text and a banner, publish it and see it at /{slug} with its meta", async ({ page }) => {
    const title = `Road Trip Guide ${Date.now()}`;
    await page.goto("/admin/add-new-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add New Page");
    const editor = page.locator(".ql-editor");
    await expect(editor).toBeVisible();
    await expectAccessible(page, "with the editor loaded");

    await page.getByLabel("Page Title").fill(title);
    const slug = await page.getByLabel("URL Slug").inputValue();
    expect(slug).toBe(title.toLowerCase().replace(/\s+/g, "-"));

    await editor.click();
    await page.getByRole("button", { name: "Text style" }).click();
    await page.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Before you go");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Pack ");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("sunscreen");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(" and ");
    await page.getByRole("button", { name: "Italic" }).click();
    await page.keyboard.type("a hat");
    await page.getByRole("button", { name: "Italic" }).click();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Passport");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Visa grant notice");

    await page.getByLabel("Upload banner image").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await pngImage() });
    await expect(page.getByRole("img", { name: "Preview of the chosen banner" })).toBeVisible();
    await page.getByRole("switch", { name: "Publish Page" }).check();

    // A banner needs its description (or the decorative choice) before the page is saved.
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("Describe the banner image, or mark it as decorative.")).toBeVisible();
    await expect(page.getByLabel("Banner description")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/admin\/add-new-page$/);
    await page.getByLabel("Upload banner image").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await pngImage() });
    await page.getByLabel("Banner description").fill("A sunhat and sunscreen on the sand at Bondi Beach");

    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(page.getByText("Page Saved!")).toBeVisible();
    await expect(page.getByText("Your changes have been successfully saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
    const row = page.locator(`[data-page-row="${slug}"]`);
    await expect(row).toContainText(title);
    await expect(row).toContainText(`/${slug}`);
    await expect(row).toContainText("Published");
    await expect(row.locator("time")).toHaveText(new Date().toLocaleDateString("en-US"));

    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | Australia Visa Check`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", `Read more about ${title}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const article = page.locator("article");
    await expect(article.getByRole("heading", { level: 2 })).toHaveText("Before you go");
    await expect(article.locator("strong")).toHaveText("sunscreen");
    await expect(article.locator("em")).toHaveText("a hat");
    await expect(article.locator("ul > li")).toHaveText(["Passport", "Visa grant notice"]);
    expect(await article.innerHTML()).not.toContain("&nbsp;");

    const banner = page.locator("main img").first();
    await expect(banner).toHaveAttribute("alt", "A sunhat and sunscreen on the sand at Bondi Beach");
    const src = await banner.getAttribute("src");
    expect(src).toMatch(/^\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const image = await page.request.get(src as string);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const box = await page.locator("main header").boundingBox();
    expect(box?.height).toBe(384);
  });

  test("the editor has its toolbar and keeps the link rules", async ({ page }) => {
    await page.goto("/admin/add-new-page");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    for (const name of ["Text style", "Bold", "Italic", "Underline", "Insert link", "Numbered list", "Bulleted list", "Clear formatting"]) {
      await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(toolbar.getByRole("button")).toHaveCount(8);
    const editor = page.locator(".ql-editor");
    await editor.click();
    await page.keyboard.type("Official site");
    await page.keyboard.press("Shift+Home");
    await toolbar.getByRole("button", { name: "Insert link" }).click();
    const address = page.getByLabel("Link address");
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await expect(editor.locator("a")).toHaveAttribute("href", "about:blank");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Home Affairs");
    await page.keyboard.press("Shift+Home");
    await toolbar.getByRole("button", { name: "Insert link" }).click();
    await address.fill("https://immi.homeaffairs.gov.au");
    await address.press("Enter");
    await expect(editor.locator('a[href="https://immi.homeaffairs.gov.au"]')).toHaveText("Home Affairs");
  });

  test("validation: title, content and slug are required; reserved and taken slugs are refused", async ({ page }) => {
    await page.goto("/admin/add-new-page");
    await expect(page.locator(".ql-editor")).toBeVisible();
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Content cannot be empty")).toBeVisible();
    await expect(page.getByText("Slug is required")).toBeVisible();
    await expect(page.getByLabel("Page Title")).toBeFocused();
    await expectAccessible(page, "with validation errors");

    await page.getByLabel("Page Title").fill("About");
    await expect(page.getByLabel("URL Slug")).toHaveValue("about");
    await page.locator(".ql-editor").click();
    await page.keyboard.type("Some content");
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("This URL is already used by another part of the site. Please choose a different slug.")).toBeVisible();

    await page.getByLabel("URL Slug").fill("welcome");
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("Another page already uses this URL slug. Please choose a different one.")).toBeVisible();
    await expect(page.locator(".ql-editor")).toContainText("Some content");
  });

  test("the slug follows the title, may be edited, and the next title change overwrites the edit", async ({ page }) => {
    // The slug is worked out by the page's script: a title typed before it runs would not be followed.
    await openHydrated(page, "/admin/add-new-page");
    await page.getByLabel("Page Title").fill("Visa FAQ: 2025 Édition!");
    await expect(page.getByLabel("URL Slug")).toHaveValue("visa-faq-2025-edition");
    await page.getByLabel("URL Slug").fill("my-custom-slug");
    await expect(page.getByText("The page's address: /my-custom-slug")).toBeVisible();
    await page.getByLabel("Page Title").press("End");
    await page.keyboard.type(" Updated");
    await expect(page.getByLabel("URL Slug")).toHaveValue("visa-faq-2025-edition-updated");
  });

  test("a banner that is not an accepted image is refused with a clear message", async ({ page }) => {
    await page.goto("/admin/add-new-page");
    await page.getByLabel("Page Title").fill(`Bad banner ${unique("b")}`);
    await page.locator(".ql-editor").click();
    await page.keyboard.type("Body");
    // An SVG with script that claims to be a PNG: only the server's content check can catch it.
    await page.getByLabel("Upload banner image").setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    });
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("The banner must be a PNG, JPEG, GIF or WebP image.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/add-new-page$/);

    await page.getByLabel("Upload banner image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByRole("alert").filter({ hasText: "The banner must be a PNG, JPEG, GIF or WebP image." })).toBeVisible();
  });

  test("unpublishing a page takes it offline with the 404 screen", async ({ page }) => {
    const slug = unique("soon-offline");
    await createPageViaForm(page.request, { title: "Soon offline", slug, content: "<p>Here today</p>", isPublished: true });
    expect((await page.request.get(`/${slug}`)).status()).toBe(200);
    await page.goto("/admin/manage-pages");
    await page.locator(`[data-page-row="${slug}"]`).getByRole("link", { name: "Edit Soon offline" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Page");
    await expect(page.locator(".ql-editor")).toContainText("Here today");
    await page.getByRole("switch", { name: "Publish Page" }).uncheck();
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
    await expect(page.locator(`[data-page-row="${slug}"]`)).toContainText("Draft");

    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
    await expect(page.getByRole("link", { name: "Go Back Home" })).toBeVisible();
  });

  test("a draft's View is a signed-in preview; its public address stays 'not found'", async ({ page, request }) => {
    const slug = unique("draft-preview");
    await createPageViaForm(page.request, { title: "Draft to preview", slug, content: "<p>Not yet public</p>" });
    await page.goto("/admin/manage-pages");
    const preview = page.locator(`[data-page-row="${slug}"]`).getByRole("link", { name: "Preview the draft Draft to preview (opens in a new tab)" });
    const href = (await preview.getAttribute("href"))!;
    expect(href).toMatch(/^\/admin\/preview\/[0-9a-f-]{36}$/);
    const response = await page.goto(href);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft to preview");
    await expect(page.locator("article")).toContainText("Not yet public");
    await expect(page.getByRole("note").filter({ hasText: "Preview." })).toContainText(`This draft is not published: /${slug} answers 'not found' to visitors.`);
    await expectAccessible(page, "on a draft's preview");
    expect((await page.request.get(`/${slug}`)).status()).toBe(404);
    // Not for anyone signed out.
    expect((await request.get(href, { maxRedirects: 0 })).status()).not.toBe(200);
  });

  test("renaming a published page keeps its old address as a permanent redirect, listed and removable", async ({ page }) => {
    const oldSlug = unique("old-address");
    const newSlug = unique("new-address");
    await createPageViaForm(page.request, { title: "Moving page", slug: oldSlug, content: "<p>Moved</p>", isPublished: true });
    await page.goto("/admin/manage-pages");
    await page.locator(`[data-page-row="${oldSlug}"]`).getByRole("link", { name: "Edit Moving page" }).click();
    await page.getByLabel("URL Slug").fill(newSlug);
    await expect(page.getByText(`Its old address /${oldSlug} will keep working: it will redirect here permanently`)).toBeVisible();
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);

    const moved = await page.request.get(`/${oldSlug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/${newSlug}`);
    const movedInJapanese = await page.request.get(`/ja/${oldSlug}`, { maxRedirects: 0 });
    expect(movedInJapanese.status()).toBe(301);
    expect(movedInJapanese.headers().location).toBe(`/ja/${newSlug}`);
    expect((await page.request.get(`/${newSlug}`)).status()).toBe(200);

    const listed = page.locator(`[data-redirect="${oldSlug}"]`);
    await expect(listed).toContainText(`/${oldSlug} → /${newSlug}`);
    await expectAccessible(page, "with a redirect listed");
    await listed.getByRole("button", { name: `Remove the redirect from /${oldSlug}` }).click();
    await expect(listed).toHaveCount(0);
    expect((await page.request.get(`/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test("search filters by title, case-insensitively, with an empty state", async ({ page }) => {
    const marker = unique("zebra");
    await createPageViaForm(page.request, { title: `Striped ${marker.toUpperCase()} page`, slug: `${marker}-one`, content: "<p>x</p>" });
    await createPageViaForm(page.request, { title: "Unrelated title", slug: unique("unrelated"), content: "<p>x</p>" });
    await page.goto("/admin/manage-pages");
    const search = page.getByPlaceholder("Search pages...");
    await search.fill(marker.toLowerCase());
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.locator("tbody tr")).toContainText(`Striped ${marker.toUpperCase()} page`);
    await search.fill("no page has this title");
    await expect(page.getByText("No pages found.")).toBeVisible();
    await page.getByRole("link", { name: "Create one now!" }).click();
    await expect(page).toHaveURL(/\/admin\/add-new-page$/);
  });

  test("delete asks 'Are you absolutely sure?' and then removes the page", async ({ page }) => {
    const slug = unique("to-delete");
    await createPageViaForm(page.request, { title: "Delete me", slug, content: "<p>x</p>", isPublished: true });
    await page.goto("/admin/manage-pages");
    const row = page.locator(`[data-page-row="${slug}"]`);
    await expect(row.getByRole("link", { name: "View Delete me (opens in a new tab)" })).toHaveAttribute("href", `/${slug}`);
    await expect(row.getByRole("link", { name: "View Delete me (opens in a new tab)" })).toHaveAttribute("target", "_blank");

    await row.getByRole("link", { name: "Delete Delete me" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading")).toHaveText("Are you absolutely sure?");
    await expect(dialog).toContainText("This action cannot be undone. This will permanently delete the page.");
    await expectAccessible(page, "with the delete dialog open");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("link", { name: "Delete Delete me" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Page Deleted")).toBeVisible();
    await expect(page.getByText("The page has been successfully deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/${slug}`)).status()).toBe(404);
  });

  test("an unknown page id in the edit address goes back to the list", async ({ page }) => {
    await page.goto("/admin/edit-page/00000000-0000-0000-0000-000000000000");
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
  });

  test("editing the parents guide in the admin changes the public guide", async ({ page }) => {
    const slug = "australia-family-tourist-visa-for-parents";
    const publicPage = await page.request.get(`/${slug}`);
    expect(publicPage.status()).toBe(200);
    await page.goto("/admin/manage-pages?q=parents");
    await page.locator(`[data-page-row="${slug}"]`).getByRole("link", { name: /^Edit / }).click();
    const editor = page.locator(".ql-editor");
    await expect(editor).toBeVisible();
    const note = `Updated note ${unique("n")}`;
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(note);
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
    await page.goto(`/${slug}`);
    await expect(page.locator("article")).toContainText(note);
  });

  test("pages can be created and deleted without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/add-new-page");
    const slug = unique("plain-form");
    await page.getByLabel("Page Title").fill("Written without scripts");
    await page.getByLabel("Page Content").fill("<h2>Plain</h2><p>Posted <strong>without</strong> JavaScript<script>alert(1)</script></p>");
    await page.getByLabel("URL Slug").fill(slug);
    await page.getByRole("switch", { name: "Publish Page" }).check();
    await page.getByLabel("Upload banner image").setInputFiles({ name: "b.jpg", mimeType: "image/jpeg", buffer: await pngImage(800, 300) });
    // Without a description the page comes back with the message, the typed fields kept, 'Decorative' unticked.
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("Describe the banner image, or mark it as decorative.")).toBeVisible();
    await expect(page.getByLabel("Page Title")).toHaveValue("Written without scripts");
    await expect(page.getByRole("checkbox", { name: /Decorative/ })).not.toBeChecked();
    await page.getByLabel("Upload banner image").setInputFiles({ name: "b.jpg", mimeType: "image/jpeg", buffer: await pngImage(800, 300) });
    await page.getByLabel("Banner description").fill("A red and white lighthouse on a cliff");
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
    await page.goto(`/${slug}`);
    await expect(page.locator("main header img")).toHaveAttribute("alt", "A red and white lighthouse on a cliff");
    await expect(page.locator("article strong")).toHaveText("without");
    expect(await page.locator("article").innerHTML()).not.toContain("script");

    await page.goto("/admin/manage-pages");
    await page.locator(`[data-page-row="${slug}"]`).getByRole("link", { name: "Delete Written without scripts" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you absolutely sure?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/manage-pages$/);
    await expect(page.locator(`[data-page-row="${slug}"]`)).toHaveCount(0);
    await context.close();
  });

  test(`${xssPayloads.length} known XSS payloads do not survive saving and viewing`, async ({ page }) => {
    const slug = unique("xss-corpus");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const content = xssPayloads.map((payload, index) => `<p>Payload ${index}:</p>${payload}`).join("\n");
    await createPageViaForm(page.request, { title: `XSS <script>alert("title")</script>`, slug, content, isPublished: true });
    await page.goto(`/${slug}`);
    await expect(page.locator("main header h1")).toHaveText(`XSS <script>alert("title")</script>`);
    await expect(page.locator("article")).toContainText(`Payload ${xssPayloads.length - 1}:`);
    await page.locator("article").hover();
    await page.waitForTimeout(500);
    const findings = await page.locator("article").evaluate((article) => {
      const allowed = new Set(["P", "BR", "H1", "H2", "H3", "STRONG", "EM", "U", "A", "OL", "UL", "LI", "IMG", "IFRAME"]);
      const problems: string[] = [];
      for (const element of Array.from(article.querySelectorAll("*"))) {
        if (!allowed.has(element.tagName)) problems.push(`tag ${element.tagName}`);
        for (const attribute of Array.from(element.attributes)) {
          const value = attribute.value.toLowerCase().replace(/[^a-z:]/g, "");
          if (attribute.name.startsWith("on") || attribute.name === "style" || attribute.name === "srcdoc") problems.push(`${element.tagName} ${attribute.name}`);
          if (/^(javascript|vbscript|data:text|data:image\/svg)/.test(value)) problems.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
      return problems;
    });
    expect(findings).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll("article script, article svg, article object, article embed").length)).toBe(0);
  });
});

test.describe("pages table on a phone", () => {
  test("on a phone the pages table wraps a long slug only after a hyphen, never inside a word", async ({ page }) => {
    const slug = unique("visa-requirements-for-families-travelling-together");
    const title = unique("Families travelling");
    await createPageViaForm(page.request, { title, slug, content: "<p>x</p>" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/manage-pages?q=${encodeURIComponent(title)}`);
    const slugText = page.locator(`[data-page-row="${slug}"] td`).first().getByText(`/${slug}`);
    await expect(slugText).toBeVisible();
    // The rendered lines, read character by character from the text's layout boxes.
    const lines = await slugText.evaluate((element) => {
      const text = element.firstChild as Text;
      const range = document.createRange();
      const found: { top: number; text: string }[] = [];
      for (let index = 0; index < text.data.length; index += 1) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const top = Math.round(range.getClientRects()[0]?.top ?? 0);
        const last = found.at(-1);
        if (last && Math.abs(last.top - top) < 4) last.text += text.data[index];
        else found.push({ top, text: text.data[index] ?? "" });
      }
      return found.map((line) => line.text);
    });
    expect(lines.join("")).toBe(`/${slug}`);
    expect(lines.length, "the slug is too long for one line on a phone").toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line, `lines: ${JSON.stringify(lines)}`).toMatch(/-$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("page form polish", () => {
  test("a field's message goes once the field is filled in, without sending the form again", async ({ page }) => {
    await page.goto("/admin/add-new-page");
    await expect(page.locator(".ql-editor")).toBeVisible();
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Slug is required")).toBeVisible();
    await expect(page.getByText("Content cannot be empty")).toBeVisible();

    // The slug is filled in from the title: both messages go.
    await page.getByLabel("Page Title").fill("Packing for a winter visit");
    await expect(page.getByText("Title is required")).toHaveCount(0);
    await expect(page.getByText("Slug is required")).toHaveCount(0);
    await expect(page.getByLabel("Page Title")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("URL Slug")).not.toHaveAttribute("aria-invalid", "true");
    // A field not yet filled keeps its message.
    await expect(page.getByText("Content cannot be empty")).toBeVisible();
    await page.locator(".ql-editor").click();
    await page.keyboard.type("Warm layers");
    await expect(page.getByText("Content cannot be empty")).toHaveCount(0);
    await expectAccessible(page, "with the messages gone");
  });

  test("the editor shows headings, paragraphs, lists and links as the published page does", async ({ page }) => {
    const slug = unique("same-typography");
    const content =
      '<h2>Before you go</h2><p>Pack for every season and <a href="https://www.example.org/">read the guide</a>.</p><ul><li>Passport</li><li>Visa grant notice</li></ul><h3>On arrival</h3><p>Keep your documents at hand.</p>';
    await createPageViaForm(page.request, { title: "Same typography", slug, content, isPublished: true });
    type Styles = Record<string, Record<string, string>>;
    const measure = (root: string) =>
      page.evaluate((selector) => {
        const properties = ["font-family", "font-size", "font-weight", "line-height", "margin-top", "margin-bottom", "color", "text-decoration-line"];
        const picked: Styles = {};
        for (const [name, query] of Object.entries({ h2: "h2", h3: "h3", p: "p", li: "li", a: "a" })) {
          const element = document.querySelector(`${selector} ${query}`);
          if (!element) throw new Error(`no ${query} in ${selector}`);
          const style = getComputedStyle(element);
          picked[name] = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
        }
        return picked;
      }, root);

    await page.goto(`/${slug}`);
    const published = await measure("article");
    await page.goto("/admin/manage-pages");
    await page.locator(`[data-page-row="${slug}"]`).getByRole("link", { name: "Edit Same typography" }).click();
    await expect(page.locator(".ql-editor")).toContainText("Keep your documents at hand.");
    const edited = await measure(".ql-editor");
    expect(edited).toEqual(published);
  });
});
