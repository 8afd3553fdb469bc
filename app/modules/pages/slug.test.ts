import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS, SLUG_PATTERN, slugMessages, slugProblem, slugify } from "./slug";

describe("slug from a title", () => {
  it("keeps letters, digits and spaces, lower-cased, joined by hyphens", () => {
    expect(slugify("Australia Family Tourist Visa for Parents")).toBe("australia-family-tourist-visa-for-parents");
    expect(slugify("  Visa - FAQ: 2025 edition!  ")).toBe("visa-faq-2025-edition");
    expect(slugify("Café & Crème Brûlée")).toBe("cafe-creme-brulee");
    expect(slugify("Tabs\tand\nnewlines")).toBe("tabs-and-newlines");
    expect(slugify("!!!")).toBe("");
  });

  it("always gives an empty string or a slug the form accepts", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugify(title);
        if (slug !== "") expect(slug).toMatch(SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(120);
      }),
    );
  });
});

describe("slug rules", () => {
  it("requires a slug in the allowed shape", () => {
    expect(slugProblem("")).toBe("Slug is required");
    expect(slugProblem("Upper-Case")).toBe(slugMessages.format);
    expect(slugProblem("double--hyphen")).toBe(slugMessages.format);
    expect(slugProblem("-leading")).toBe(slugMessages.format);
    expect(slugProblem("has/slash")).toBe(slugMessages.format);
    expect(slugProblem("a".repeat(121))).toBe(slugMessages.tooLong);
    expect(slugProblem("my-new-page-2")).toBeUndefined();
  });

  it("refuses every top-level path of the site's own routes", () => {
    for (const slug of ["about", "faq", "contact", "login", "admin", "check", "checkout", "payment", "book-consultation", "email-template",
      "test-sender", "why-visit-australia", "privacy-policy", "terms-of-service", "api", "assets", "images", "healthz", "readyz",
      "australia-visitor-visa-from-india", "australian-tourist-visa-from-philippines", "australian-tourist-visa-from-uk",
      "australian-tourist-visa-from-usa", "australian-tourist-visa-from-india", "logout", "language", "zh-hans", "zh-hant", "ja", "ko", "hi", "id", "vi"]) {
      expect(slugProblem(slug), slug).toBe(slugMessages.reserved);
    }
    expect(RESERVED_SLUGS.has("sitemap.xml")).toBe(true);
    expect(RESERVED_SLUGS.has("robots.txt")).toBe(true);
    expect(RESERVED_SLUGS.has("favicon.svg")).toBe(true);
  });

  it("lets the parents guide keep its managed slug", () => {
    expect(slugProblem("australia-family-tourist-visa-for-parents")).toBeUndefined();
  });
});
