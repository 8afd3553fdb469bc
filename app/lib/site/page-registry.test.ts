import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allGuides } from "~/content/guides";
import { passportGuidePath } from "~/modules/passport-guides/passport-guide";
import { pages } from "./page-registry";
import { englishOnlySegments, otherLanguageAddresses, keptPages, localizedPagePaths, matchPage, menuLinks, routeHydrates } from "./page-queries";
import { renderSitePathsModule, SITE_PATHS_MODULE } from "./site-paths-module";

describe("the page registry", () => {
  it("names each path once and a route module that exists", () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) expect(fs.existsSync(path.join("app", page.file)), page.file).toBe(true);
  });

  it("is what the browser's generated copy says (run `npm run generate` after a change)", () => {
    expect(fs.readFileSync(SITE_PATHS_MODULE, "utf8")).toBe(renderSitePathsModule());
  });

  it("sends the content pages without React in every language, and hydrates the pages with forms", () => {
    for (const id of ["routes/faq", "ja/routes/faq", "guide-india", "vi/guide-india", "routes/catch-all", "zh-hant/routes/payment.cancel"]) {
      expect(routeHydrates(id), id).toBe(false);
    }
    for (const id of ["routes/home", "ja/routes/home", "routes/contact", "routes/check", "routes/admin/layout", "routes/book-consultation"]) {
      expect(routeHydrates(id), id).toBe(true);
    }
  });

  it("gives each country guide, in the other languages, the generated guide of the passport it is written for", () => {
    expect(otherLanguageAddresses()).toEqual(Object.fromEntries(allGuides().map((guide) => [guide.path, passportGuidePath(guide.passport)])));
    for (const target of Object.values(otherLanguageAddresses())) expect(matchPage(target, "all")?.page.languages, target).toBe("all");
  });

  it("matches a path to the page the router would choose", () => {
    expect(matchPage("/")?.page.file).toBe("routes/home.tsx");
    expect(matchPage("/admin/agents/new")?.page.file).toBe("routes/admin/agent-new.tsx");
    expect(matchPage("/admin/agents/12")?.page.file).toBe("routes/admin/agent-edit.$id.tsx");
    expect(matchPage("/welcome")).toEqual({ page: expect.objectContaining({ path: "/*" }), splat: "welcome" });
    expect(matchPage("/admin/orders/x")?.page.path).toBe("/*");
    // Under a language's prefix only the pages of every language are candidates.
    expect(matchPage("/sitemap.xml", "all")?.page.path).toBe("/*");
  });

  it("keeps the paths that stay English out of every language", () => {
    const localized = localizedPagePaths();
    expect(localized).toContain("/checkout");
    expect(localized).not.toContain("/checkout/demo/:sessionId");
    expect(englishOnlySegments()).toEqual(expect.arrayContaining(["admin", "api", "login", "template", "assets", "sitemap.xml"]));
    expect(englishOnlySegments()).not.toContain("checkout");
  });

  it("keeps the content pages and the sitemap for everyone, and no form, private page or file", () => {
    expect(keptPages().map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/about", "/faq", "/australia-visitor-visa-from-india", "/sitemap.xml"]));
    for (const path of ["/contact", "/checkout", "/book-consultation", "/payment/success", "/login", "/admin", "/check/result.pdf"]) {
      expect(matchPage(path)?.page.rendering, path).toBe("per-request");
    }
  });

  it("orders each menu as the header and footer show it", () => {
    expect(menuLinks("header").map((link) => link.to)).toEqual(["/", "/#checker", "/about", "/why-visit-australia", "/faq", "/contact"]);
    expect(menuLinks("footer-site").map((link) => link.label)).toEqual([
      "Eligibility Checker", "About Us", "Contact", "Why Visit Australia", "Visa Q&A", "What Changed", "Privacy Policy", "Terms of Service",
    ]);
    expect(menuLinks("footer-guides").at(-2)?.to).toBe("/australia-family-tourist-visa-for-parents");
    // After the five guides, the guide of every passport.
    expect(menuLinks("footer-guides").at(-1)?.to).toBe("/visa-for");
  });
});
