import { describe, expect, it } from "vitest";
import { renderRobotsTxt, renderSitemap, sitemapEntries } from "./sitemap";

describe("sitemap", () => {
  it("lists static pages, then managed pages, once each, with absolute locations", () => {
    const entries = sitemapEntries(
      [{ path: "/" }, { path: "/faq", lastModified: "2026-11-22" }],
      [
        { slug: "welcome", updatedAt: "2026-11-20T10:00:00.000Z" },
        { slug: "faq", updatedAt: "2026-11-21T10:00:00.000Z" },
      ],
    );
    expect(entries.map((entry) => entry.path)).toEqual(["/", "/faq", "/welcome"]);
    const xml = renderSitemap("https://visa.example.com", entries);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<url><loc>https://visa.example.com/</loc></url>");
    expect(xml).toContain("<url><loc>https://visa.example.com/faq</loc><lastmod>2026-11-22</lastmod></url>");
    expect(xml).toContain("<url><loc>https://visa.example.com/welcome</loc><lastmod>2026-11-20</lastmod></url>");
  });

  it("gives a page its hreflang alternates as absolute links", () => {
    const xml = renderSitemap("https://visa.example.com", [
      { path: "/ja/faq", alternates: [{ hreflang: "ja", path: "/ja/faq" }, { hreflang: "x-default", path: "/faq" }] },
    ]);
    expect(xml).toContain(
      '<url><loc>https://visa.example.com/ja/faq</loc><xhtml:link rel="alternate" hreflang="ja" href="https://visa.example.com/ja/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://visa.example.com/faq"/></url>',
    );
  });

  it("escapes characters that are special in XML", () => {
    const xml = renderSitemap("https://visa.example.com", [{ path: "/a&b" }]);
    expect(xml).toContain("<loc>https://visa.example.com/a&amp;b</loc>");
  });
});

describe("robots.txt", () => {
  it("keeps the admin area and admin tools out and points to the sitemap", () => {
    const text = renderRobotsTxt("https://visa.example.com");
    for (const path of ["/admin", "/login", "/email-template", "/test-sender"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://visa.example.com/sitemap.xml");
  });

  it("keeps the payment pages out under every language's prefix too", () => {
    const text = renderRobotsTxt("https://visa.example.com", ["/ja", "/zh-hans"]);
    for (const path of ["/payment/", "/ja/payment/", "/zh-hans/payment/"]) expect(text).toContain(`Disallow: ${path}\n`);
  });
});
