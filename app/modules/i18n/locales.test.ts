import { describe, expect, it } from "vitest";
import { alternatesOf, englishOnlySegments, isManagedPagePath, localizedPaths, localizePath, siteSegments, splitLocalePath, switchLocalePath } from "./locales";
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
    expect(localizePath("/contact", "ko")).toBe("/ko/contact");
  });

  it("serves every public page under each language's prefix: the contact form, the guides, managed pages, the payment pages", () => {
    expect(localizePath("/contact", "ja")).toBe("/ja/contact");
    expect(localizePath("/visa-for/in", "ja")).toBe("/ja/visa-for/in");
    expect(localizePath("/australia-family-tourist-visa-for-parents", "ja")).toBe("/ja/australia-family-tourist-visa-for-parents");
    expect(localizePath("/payment/success?session_id=cs_1", "hi")).toBe("/hi/payment/success?session_id=cs_1");
    expect(localizePath("/payment/cancel?order=1", "id")).toBe("/id/payment/cancel?order=1");
  });

  it("leads from a country guide, written in English, to its passport's guide in another language", () => {
    expect(localizePath("/australia-visitor-visa-from-india", "hi")).toBe("/hi/visa-for/in");
    expect(localizePath("/australian-tourist-visa-from-usa?utm=x#faq", "vi")).toBe("/vi/visa-for/us?utm=x#faq");
    expect(localizePath("/australian-tourist-visa-from-uk", "en")).toBe("/australian-tourist-visa-from-uk");
    expect(switchLocalePath("/australian-tourist-visa-from-philippines", "ja")).toBe("/ja/visa-for/ph");
    expect(switchLocalePath("/ja/visa-for/ph", "en")).toBe("/visa-for/ph");
    // Listed in English alone: its place in the other languages has its own set of alternates.
    expect(alternatesOf("/australia-visitor-visa-from-india")).toEqual([]);
    expect(withLanguageVersions([{ path: "/australia-visitor-visa-from-india" }])).toEqual([{ path: "/australia-visitor-visa-from-india" }]);
  });

  it("keeps the admin area, sign-in, the API, files and the India guide's old address English, at one address", () => {
    for (const path of ["/admin", "/admin/manage-pages", "/login", "/logout", "/api/eligibility", "/images/uploads/a.png", "/sitemap.xml", "/robots.txt",
      "/language?to=ja", "/email-template", "/test-sender", "/template/download", "/checkout/demo/cs_demo_1", "/australian-tourist-visa-from-india",
      "/payment", "/ja", "/ja/faq"]) {
      expect(localizePath(path, "ja"), path).toBe(path);
    }
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
    expect(switchLocalePath("/contact", "ko")).toBe("/ko/contact");
    expect(switchLocalePath("/ja/visa-for/gb", "zh-hant")).toBe("/zh-hant/visa-for/gb");
    expect(switchLocalePath("/australia-family-tourist-visa-for-parents", "ja")).toBe("/ja/australia-family-tourist-visa-for-parents");
    expect(switchLocalePath("/ja/australia-family-tourist-visa-for-parents", "en")).toBe("/australia-family-tourist-visa-for-parents");
    expect(switchLocalePath("/admin/dashboard", "ko")).toBe("/ko");
    expect(switchLocalePath("/login", "ja")).toBe("/ja");
  });
});

describe("managed pages' addresses", () => {
  it("are the one-segment paths that none of the site's own routes takes", () => {
    expect(isManagedPagePath("/australia-family-tourist-visa-for-parents")).toBe(true);
    expect(isManagedPagePath("/welcome")).toBe(true);
    for (const path of ["/", "/about", "/contact", "/check", "/payment", "/admin", "/login", "/language", "/ja", "/zh-hant", "/sitemap.xml",
      "/australia-visitor-visa-from-india", "/australian-tourist-visa-from-india", "/welcome/more", "/admin/x"]) {
      expect(isManagedPagePath(path), path).toBe(false);
    }
  });

  it("leave out every first segment of the site's pages, the English-only paths and the language prefixes", () => {
    for (const path of localizedPaths) {
      const segment = path.split("/")[1];
      if (segment) expect(siteSegments.has(segment), path).toBe(true);
    }
    for (const segment of [...englishOnlySegments, "ja", "zh-hans", "vi"]) expect(siteSegments.has(segment), segment).toBe(true);
    expect(siteSegments.has("")).toBe(false);
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
    expect(alternatesOf("/welcome").map((alternate) => alternate.path)).toEqual([
      "/welcome", "/zh-hans/welcome", "/zh-hant/welcome", "/ja/welcome", "/ko/welcome", "/hi/welcome", "/id/welcome", "/vi/welcome", "/welcome",
    ]);
    expect(alternatesOf("/contact")).toHaveLength(9);
    expect(alternatesOf("/login")).toEqual([]);
    expect(alternatesOf("/checkout/demo/cs_demo_1")).toEqual([]);
  });

  it("points a language's canonical link at its own URL and lists every alternate", () => {
    const t = (id: string) => `zh-hant:${id}`;
    const tags = localizedSeoMeta({ title: "FAQ", description: "d", path: "/faq", origin: "https://visa.example.com", locale: "zh-hant", t });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://visa.example.com/zh-hant/faq" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "ja", href: "https://visa.example.com/ja/faq" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://visa.example.com/faq" });
    expect(tags).toContainEqual({ property: "og:locale", content: "zh_TW" });
    // The shared picture is described in the page's language, for previews and for readers of them.
    expect(tags).toContainEqual({ property: "og:image:alt", content: "zh-hant:meta.share-image.alt" });
    expect(tags).toContainEqual({ name: "twitter:image:alt", content: "zh-hant:meta.share-image.alt" });
  });

  it("gives a page that keeps its own tags its language's canonical link and every alternate", () => {
    const matches = [{ id: "root", loaderData: { origin: "https://visa.example.com" } }];
    const links = localizedLinksFromRoot(matches, "/book-consultation", "ja");
    expect(links[0]).toEqual({ tagName: "link", rel: "canonical", href: "https://visa.example.com/ja/book-consultation" });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://visa.example.com/book-consultation" });
    expect(links).toHaveLength(1 + 9);
    expect(localizedLinksFromRoot([], "/book-consultation", "ja")).toEqual([]);
  });

  it("lists a page in the sitemap once per language, and a path that stays English once", () => {
    const entries = withLanguageVersions([{ path: "/faq", lastModified: "2026-11-22" }, { path: "/login" }]);
    expect(entries.map((entry) => entry.path)).toEqual(["/faq", "/zh-hans/faq", "/zh-hant/faq", "/ja/faq", "/ko/faq", "/hi/faq", "/id/faq", "/vi/faq", "/login"]);
    expect(entries[3]).toMatchObject({ lastModified: "2026-11-22", alternates: alternatesOf("/faq") });
    expect(entries[8]).toEqual({ path: "/login" });
  });

  it("lists the contact page, the passport guides and the published managed pages in every language, as the booking page", () => {
    const entries = withLanguageVersions([{ path: "/contact" }, { path: "/visa-for/gb" }, { path: "/welcome", lastModified: "2026-11-20" }]);
    expect(entries).toHaveLength(3 * 8);
    expect(entries.map((entry) => entry.path)).toContain("/ko/contact");
    expect(entries.map((entry) => entry.path)).toContain("/hi/visa-for/gb");
    expect(entries.find((entry) => entry.path === "/ja/welcome")).toEqual({ path: "/ja/welcome", lastModified: "2026-11-20", alternates: alternatesOf("/welcome") });
  });

  it("gives a guide in a language its own canonical link and every language's alternate", () => {
    const tags = localizedSeoMeta({ title: "UK", description: "d", path: "/visa-for/gb", origin: "https://visa.example.com", locale: "ja", type: "article", t: (id) => id });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://visa.example.com/ja/visa-for/gb" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://visa.example.com/visa-for/gb" });
  });
});
