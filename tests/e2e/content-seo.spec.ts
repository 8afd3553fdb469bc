import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { allGuides } from "../../app/content/guides";
import { expect, test } from "./fixtures";

const contentRoutes = [
  "/",
  "/about",
  "/why-visit-australia",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
  ...allGuides().map((guide) => guide.path),
];

/** The JSON-LD blocks of the page, parsed, with the nonce each script carries. */
async function structuredData(page: Page) {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((script) => ({ text: script.textContent ?? "", nonce: (script as HTMLScriptElement).nonce })),
  );
}

test.describe("search engines", () => {
  test("the sitemap lists every public route and no private one", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const paths = locations.map((location) => new URL(location).pathname);
    for (const location of locations) expect(location.startsWith(baseURL!)).toBe(true);
    for (const route of [...contentRoutes, "/contact"]) expect(paths, route).toContain(route);
    for (const hidden of ["/admin", "/login", "/email-template", "/test-sender", "/australian-tourist-visa-from-india", "/welcome"]) {
      expect(paths).not.toContain(hidden);
    }
    for (const route of contentRoutes) {
      expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
    }
  });

  test("the example welcome page is a draft on a fresh install: not published", async ({ request }) => {
    expect((await request.get("/welcome")).status()).toBe(404);
  });

  test("the contact and booking pages carry their canonical link", async ({ page, baseURL }) => {
    for (const path of ["/contact", "/book-consultation"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    }
  });

  test("the 404 page says 404 once and is titled 'Page Not Found' with the site's name; the parents guide's title has it too", async ({ page }) => {
    await page.goto("/no-such-page-anywhere");
    await expect(page).toHaveTitle("Page Not Found | Australia Visa Check");
    await expect(page.locator("main")).toHaveText(/404/);
    expect((await page.locator("main").innerText()).match(/404/g)).toHaveLength(1);
    await page.goto("/australia-family-tourist-visa-for-parents");
    await expect(page).toHaveTitle(/ \| Australia Visa Check$/);
  });

  test("robots.txt keeps the admin area and tools out and points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ["/admin", "/login", "/email-template", "/test-sender"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  const expectedTypes: Record<string, string[]> = {
    "/": ["Organization", "WebSite"],
    "/faq": ["FAQPage"],
    "/australia-visitor-visa-from-india": ["BreadcrumbList", "FAQPage", "HowTo"],
    "/australian-tourist-visa-from-philippines": ["BreadcrumbList"],
    "/australian-tourist-visa-from-uk": ["BreadcrumbList"],
    "/australian-tourist-visa-from-usa": ["BreadcrumbList"],
  };

  for (const [path, types] of Object.entries(expectedTypes)) {
    test(`${path} carries parsable structured data of type ${types.join(", ")} allowed by the response's CSP hashes`, async ({ page }) => {
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      const blocks = await structuredData(page);
      const parsed = blocks.map((block) => JSON.parse(block.text) as Record<string, unknown>);
      expect(parsed.map((data) => data["@type"])).toEqual(types);
      for (const data of parsed) expect(data["@context"]).toBe("https://schema.org");
      // The page is the same for every visitor: no nonce, each block's hash in the policy instead.
      for (const block of blocks) {
        expect(block.nonce).toBeFalsy();
        expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(block.text, "utf8").digest("base64")}'`);
      }
    });
  }

  test("the India guide's structured data matches what the page shows", async ({ page }) => {
    await page.goto("/australia-visitor-visa-from-india");
    const parsed = (await structuredData(page)).map((block) => JSON.parse(block.text) as Record<string, unknown>);
    const crumbs = parsed.find((data) => data["@type"] === "BreadcrumbList") as { itemListElement: { name: string; position: number }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Australia Visitor Visa from India"]);
    const faq = parsed.find((data) => data["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
    for (const question of faq.mainEntity) await expect(page.locator("#questions summary", { hasText: question.name })).toHaveCount(1);
    const howTo = parsed.find((data) => data["@type"] === "HowTo") as { step: { name: string }[]; estimatedCost: { value: string } };
    await expect(page.locator("#how-to-apply h3")).toHaveText(howTo.step.map((step) => step.name));
    expect(howTo.estimatedCost.value).toBe("200");
  });
});
