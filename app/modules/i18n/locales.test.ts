import { describe, expect, it } from "vitest";
import { alternatesOf, localizePath, splitLocalePath, switchLocalePath } from "./locales";
import { localizedLinksFromRoot, localizedSeoMeta, withLanguageVersions } from "./page-seo";

describe("locale paths", () => {
  it("reads the language from the path prefix; English has none", () => {
    expect(splitLocalePath("/ja/check")).toEqual({ locale: "ja", path: "/check" });
    expect(splitLocalePath("/zh-hans")).toEqual({ locale: "zh-hans", path: "/" });
    expect(splitLocalePath("/zh-hant/")).toEqual({ locale: "zh-hant", path: "/" });
    expect(splitLocalePath("/check")).toEqual({ locale: "en", path: "/check" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
  });

  it("does not take a page or an unknown prefix for a language", () => {
    expect(splitLocalePath("/en/check")).toEqual({ locale: "en", path: "/en/check" });
    expect(splitLocalePath("/jap")).toEqual({ locale: "en", path: "/jap" });
    expect(splitLocalePath("/JA/check")).toEqual({ locale: "en", path: "/JA/check" });
    expect(splitLocalePath("/idea")).toEqual({ locale: "en", path: "/idea" });
  });

  it("builds a language's path, keeping query and fragment, and leaves English URLs unchanged", () => {
    expect(localizePath("/", "ja")).toBe("/ja");
    expect(localizePath("/#checker", "hi")).toBe("/hi#checker");
    expect(localizePath("/check?country=IN", "vi")).toBe("/vi/check?country=IN");
    expect(localizePath("/faq", "en")).toBe("/faq");
    expect(localizePath("/contact", "ko")).toBe("/contact");
  });

  it("serves the booking page and the checkout, where the result's offers lead, under each language's prefix; not the demo checkout", () => {
    expect(localizePath("/book-consultation", "ja")).toBe("/ja/book-consultation");
    expect(localizePath("/checkout", "hi")).toBe("/hi/checkout");
    expect(localizePath("/checkout/demo/cs_demo_1", "hi")).toBe("/checkout/demo/cs_demo_1");
    expect(switchLocalePath("/ja/book-consultation", "en")).toBe("/book-consultation");
  });

  it("switches to the same page in another language, or to its home page where the page has no translation", () => {
    expect(switchLocalePath("/ja/check", "zh-hans")).toBe("/zh-hans/check");
    expect(switchLocalePath("/ja/check", "en")).toBe("/check");
    expect(switchLocalePath("/faq", "id")).toBe("/id/faq");
    expect(switchLocalePath("/contact", "ko")).toBe("/ko");
  });
});

describe("hreflang alternates", () => {
  it("names every language's version and English as the default", () => {
    expect(alternatesOf("/faq")).toEqual([
      { hreflang: "en", path: "/faq" },
      { hreflang: "zh-Hans", path: "/zh-hans/faq" },
      { hreflang: "zh-Hant", path: "/zh-hant/faq" },
      { hreflang: "ja", path: "/ja/faq" },
      { hreflang: "ko", path: "/ko/faq" },
      { hreflang: "hi", path: "/hi/faq" },
      { hreflang: "id", path: "/id/faq" },
      { hreflang: "vi", path: "/vi/faq" },
      { hreflang: "x-default", path: "/faq" },
    ]);
    expect(alternatesOf("/contact")).toEqual([]);
  });

  it("points a language's canonical link at its own URL and lists every alternate", () => {
    const tags = localizedSeoMeta({ title: "FAQ", description: "d", path: "/faq", origin: "https://visa.example.com", locale: "zh-hant" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://visa.example.com/zh-hant/faq" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "ja", href: "https://visa.example.com/ja/faq" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://visa.example.com/faq" });
    expect(tags).toContainEqual({ property: "og:locale", content: "zh_TW" });
  });

  it("gives a page that keeps its own tags its language's canonical link and every alternate", () => {
    const matches = [{ id: "root", data: { origin: "https://visa.example.com" } }];
    const links = localizedLinksFromRoot(matches, "/book-consultation", "ja");
    expect(links[0]).toEqual({ tagName: "link", rel: "canonical", href: "https://visa.example.com/ja/book-consultation" });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://visa.example.com/book-consultation" });
    expect(links).toHaveLength(1 + 9);
    expect(localizedLinksFromRoot([], "/book-consultation", "ja")).toEqual([]);
  });

  it("lists a translated page in the sitemap once per language, and other pages once", () => {
    const entries = withLanguageVersions([{ path: "/faq", lastModified: "2026-11-22" }, { path: "/welcome" }]);
    expect(entries.map((entry) => entry.path)).toEqual(["/faq", "/zh-hans/faq", "/zh-hant/faq", "/ja/faq", "/ko/faq", "/hi/faq", "/id/faq", "/vi/faq", "/welcome"]);
    expect(entries[3]).toMatchObject({ lastModified: "2026-11-22", alternates: alternatesOf("/faq") });
    expect(entries[8]).toEqual({ path: "/welcome" });
  });
});
