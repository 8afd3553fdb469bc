import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { createPageViaForm, signIn, unique } from "./admin-support";
import { expect, expectAccessible, test } from "./fixtures";

/** Creates a published English page through the real form and returns its edit screen's address. */
async function publishedPage(page: Page, title: string, slug: string): Promise<string> {
  await createPageViaForm(page.request, { title, slug, content: "<p>Parents visiting their children in Australia.</p>", isPublished: true });
  await page.goto("/admin/manage-pages");
  const edit = page.locator(`[data-page-row="${slug}"]`).getByRole("link", { name: `Edit ${title}` });
  const href = await edit.getAttribute("href");
  expect(href).toMatch(/^\/admin\/edit-page\//);
  return href as string;
}

test.describe("translations of managed pages", () => {
  test("an administrator publishes a Japanese translation and a visitor's switcher reaches it, and back", async ({ page, browser }) => {
    // Two people's visits in one test: the administrator's writing and the visitor's reading.
    test.setTimeout(180_000);
    await signIn(page);
    const title = `Parents visiting ${Date.now()}`;
    const slug = unique("parents-visiting");
    const translatedSlug = unique("oya-no-homon");
    const japaneseTitle = "オーストラリアに住む子どもを訪ねる親へ";
    const editScreen = await publishedPage(page, title, slug);

    await page.goto(editScreen);
    const translations = page.locator("[data-page-translations]");
    await expect(translations.getByRole("heading", { name: "Translations" })).toBeVisible();
    await expect(translations.locator("[data-translation-row]")).toHaveCount(7);
    const japanese = translations.locator('[data-translation-row="ja"]');
    await expect(japanese).toContainText("Japanese (日本語)");
    await expect(japanese).toContainText(`Not translated: shows /ja/${slug} in English`);
    await expect(page.locator(".ql-editor")).toBeVisible();
    await expectAccessible(page, "on the edit screen with its translations");
    await japanese.getByRole("link", { name: "Add the Japanese (日本語) translation" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Japanese (日本語) translation");
    const editor = page.locator(".ql-editor");
    await expect(editor).toBeVisible();
    await expectAccessible(page, "on the translation form");

    // Nothing written yet: each field says what it needs; the slug starts at the page's own.
    await expect(page.getByLabel("URL Slug")).toHaveValue(slug);
    await page.getByRole("button", { name: "Save Translation" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Content cannot be empty")).toBeVisible();
    await expect(page.getByLabel("Page Title")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "with the form's errors");

    await page.getByLabel("Page Title").fill(japaneseTitle);
    await page.getByLabel("URL Slug").fill(translatedSlug);
    await editor.click();
    await page.keyboard.type("日本に住む家族を訪ねる前に読んでください。");
    await page.getByRole("switch", { name: "Publish Translation" }).check();
    await page.getByRole("button", { name: "Save Translation" }).click();
    await expect(page.getByText("Translation Saved!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${editScreen}$`));
    await expect(japanese).toContainText("Published");
    await expect(japanese).toContainText(japaneseTitle);

    // A visitor, not signed in, on the English page.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${slug}`);
    await expect(visitor.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute("href", new RegExp(`/ja/${translatedSlug}$`));
    await expect(visitor.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute("href", new RegExp(`/ko/${slug}$`));
    await visitor.locator("[data-language-switcher] summary").click();
    await visitor.locator("[data-language-switcher]").getByRole("link", { name: "日本語" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/ja/${translatedSlug}$`));
    await expect(visitor.locator("html")).toHaveAttribute("lang", "ja");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(japaneseTitle);
    await expect(visitor.locator("article")).toHaveText("日本に住む家族を訪ねる前に読んでください。");
    await expect(visitor.locator("[data-english-only-notice]")).toHaveCount(0);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/ja/${translatedSlug}$`));
    await expect(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`/${slug}$`));

    // Back to English from the translation; a language without one keeps today's notice.
    await visitor.locator("[data-language-switcher] summary").click();
    await visitor.locator("[data-language-switcher]").getByRole("link", { name: "English" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${slug}$`));
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await visitor.locator("[data-language-switcher] summary").click();
    await visitor.locator("[data-language-switcher]").getByRole("link", { name: "한국어" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/ko/${slug}$`));
    await expect(visitor.locator("[data-english-only-notice]")).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);

    // The English slug under /ja leads to the translation too.
    await visitor.goto(`/ja/${slug}`);
    await expect(visitor).toHaveURL(new RegExp(`/ja/${translatedSlug}$`));
    await visitorContext.close();
  });

  test("without JavaScript a draft translation is saved but not served; published, the sitemap lists it with hreflang", async ({ page }) => {
    await signIn(page);
    const title = `Business visits ${Date.now()}`;
    const slug = unique("business-visits");
    const translatedSlug = unique("kunjungan-bisnis");
    const editScreen = await publishedPage(page, title, slug);
    const post = (isPublished: boolean) =>
      page.request.post(`${editScreen}/translations/id`, {
        form: { title: "Kunjungan bisnis", slug: translatedSlug, content: "<p>Untuk rapat dan konferensi.</p>", ...(isPublished ? { isPublished: "on" } : {}) },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });

    const draft = await post(false);
    expect(draft.status()).toBe(303);
    expect(draft.headers().location).toBe(editScreen);
    expect((await page.request.get(`/id/${translatedSlug}`)).status()).toBe(404);
    const english = await page.request.get(`/id/${slug}`);
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain("data-english-only-notice");

    expect((await post(true)).status()).toBe(303);
    const translated = await page.request.get(`/id/${translatedSlug}`);
    expect(translated.status()).toBe(200);
    expect(await translated.text()).not.toContain("data-english-only-notice");
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const entry = sitemap.split("\n").find((line) => line.includes(`<loc>${baseURL}/id/${translatedSlug}</loc>`));
    expect(entry).toBeDefined();
    expect(entry).toContain(`hreflang="en" href="${baseURL}/${slug}"`);
    expect(entry).toContain(`hreflang="ja" href="${baseURL}/ja/${slug}"`);
  });
});
