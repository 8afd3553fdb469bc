import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Console errors and uncaught exceptions of a page (a hydration error among them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function faqJsonLd(page: Page): Promise<{ inLanguage?: string; mainEntity: { name: string }[] }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text) as { "@type": string }).find((data) => data["@type"] === "FAQPage");
  if (!faq) throw new Error("no FAQPage structured data");
  return faq as unknown as { inLanguage?: string; mainEntity: { name: string }[] };
}

test.describe("a guide for every passport", () => {
  test("a Hindi reader finds the India guide in Hindi, and its link opens the checker with India chosen", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/hi/visa-for/in");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("भारत का पासपोर्ट");
    // The result's own wording of the visa, in Hindi, for a holiday.
    await expect(page.locator('[data-purpose="tourist"]')).toHaveAttribute("data-visa", "visitor-600-tourist");
    await expect(page.locator('[data-purpose="tourist"]')).toContainText("विज़िटर वीज़ा (सबक्लास 600)");
    // Figures with their sources and the day they were checked.
    await expect(page.locator("#figure-sources li").first()).toContainText("को इस स्रोत से आँकड़े जाँचे गए");
    const faq = await faqJsonLd(page);
    expect(faq.inLanguage).toBe("hi");
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    await expect(page.locator("#questions dt")).toHaveCount(faq.mainEntity.length);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href") ?? "").pathname}`),
    );
    expect(alternates).toContain("vi /vi/visa-for/in");
    expect(alternates).toContain("x-default /visa-for/in");

    const check = page.getByRole("link", { name: "अपनी यात्रा जाँचें" });
    await expect(check).toHaveAttribute("href", "/hi/check?passport=IN");
    await check.click();
    await expect(page).toHaveURL(/\/hi\/check\?passport=IN$/);
    await expect(page.locator('select[name="passport"]')).toHaveValue("IN");
    expect(errors).toEqual([]);
  });

  test("a Vietnamese reader finds a guide for the Vietnamese passport in Vietnamese", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/vi/visa-for/vn");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("hộ chiếu Việt Nam");
    await expect(page.locator('[data-purpose="tourist"]')).toHaveAttribute("data-visa", "visitor-600-tourist");
    await expect(page.locator('[data-purpose="transit"]')).toHaveAttribute("data-visa", "transit-771");
    expect((await faqJsonLd(page)).inLanguage).toBe("vi");
    // The list of every passport, in Vietnamese names, leads back here.
    await page.goto("/vi/visa-for");
    await expect(page.locator('a[data-passport="VN"]')).toHaveAttribute("href", "/vi/visa-for/vn");
    expect(errors).toEqual([]);
  });

  test("the India guide at its old addresses links to the generated guide", async ({ page }) => {
    await page.goto("/australian-tourist-visa-from-india");
    await expect(page).toHaveURL(/\/australia-visitor-visa-from-india$/);
    await page.locator("[data-passport-guide-link]").click();
    await expect(page).toHaveURL(/\/visa-for\/in$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visiting Australia with a passport of India");
    // The other passports' answers come from the same rules: a New Zealander needs no visa before travel.
    await page.goto("/visa-for/nz");
    await expect(page.locator('[data-purpose="tourist"]')).toHaveAttribute("data-visa", "special-category-444");
  });

  test("is kept by the server: the second request is the same bytes, and revalidates with 304", async ({ request }) => {
    const first = await request.get("/ja/visa-for/jp", { headers: { "Accept-Encoding": "identity" } });
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"] ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const started = Date.now();
    const second = await request.get("/ja/visa-for/jp", { headers: { "Accept-Encoding": "identity" } });
    expect(Date.now() - started).toBeLessThan(500);
    expect(second.headers()["etag"]).toBe(etag);
    expect(await second.body()).toEqual(await first.body());
    const revalidated = await request.get("/ja/visa-for/jp", { headers: { "Accept-Encoding": "identity", "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect((await request.get("/visa-for/xx")).status()).toBe(404);
  });

  test("the sitemap lists each passport's guide in every language with hreflang", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/hi\/visa-for\/in<\/loc>/);
    expect(xml).toMatch(/hreflang="vi" href="[^"]*\/vi\/visa-for\/vn"/);
  });
});
