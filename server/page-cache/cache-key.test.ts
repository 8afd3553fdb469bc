import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./cache-key";

describe("which pages are rendered once and kept", () => {
  it("keeps managed pages by path, the sitemap, and the checker by its whole query", () => {
    expect(pageCacheKey("/welcome")).toBe("/welcome");
    expect(pageCacheKey("/welcome?utm_source=mail")).toBe("/welcome");
    expect(pageCacheKey("/ja/welcome")).toBe("/ja/welcome");
    expect(pageCacheKey("/zh-hans/welcome?utm_source=mail")).toBe("/zh-hans/welcome");
    expect(pageCacheKey("/sitemap.xml")).toBe("/sitemap.xml");
    expect(pageCacheKey("/check?nationality=IN&purpose=tourism")).toBe("/check?nationality=IN&purpose=tourism");
    expect(pageCacheKey("/ja/check?country=IN")).toBe("/ja/check?country=IN");
  });

  it("keeps only what the page registry opts in: any other path, listed or not, is rendered per request", () => {
    // Paths no entry of the registry names fall to the catch-all, which is kept only for a managed page's slug.
    for (const url of ["/new-feature/report", "/api/new-endpoint", "/admin/new-screen", "/checkout/demo/cs_1", "/images/uploads/a.png",
      "/robots.txt", "/healthz", "/api/eligibility?passport=DE", "/check/result.pdf?country=IN", "/ja/sitemap.xml", "/template/download"]) {
      expect(pageCacheKey(url), url).toBeUndefined();
    }
  });

  it("renders per request every page of the site's own routes and anything that is not a slug", () => {
    for (const url of ["/contact", "/login", "/admin", "/faq", "/book-consultation", "/admin/manage-pages", "/welcome.data", "/", "/Welcome",
      "/ja", "/ja/contact", "/ja/admin", "/ja/ko", "/ja/welcome/x", "/en/welcome"]) {
      expect(pageCacheKey(url), url).toBeUndefined();
    }
    expect(pageCacheKey(`/check?${"a=1&".repeat(400)}`)).toBeUndefined();
  });
});
