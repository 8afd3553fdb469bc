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
  });

  it("renders per request every page of the site's own routes and anything that is not a slug", () => {
    for (const url of ["/contact", "/login", "/admin", "/faq", "/book-consultation", "/admin/manage-pages", "/welcome.data", "/", "/Welcome",
      "/ja", "/ja/contact", "/ja/check?country=IN", "/ja/admin", "/ja/ko", "/ja/welcome/x", "/en/welcome"]) {
      expect(pageCacheKey(url), url).toBeUndefined();
    }
    expect(pageCacheKey(`/check?${"a=1&".repeat(400)}`)).toBeUndefined();
  });
});
