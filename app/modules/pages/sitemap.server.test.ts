import { afterEach, describe, expect, it } from "vitest";
import { allGuides } from "~/content/guides";
import type { DatabaseHandle } from "~/lib/db.server";
import { passportOptions } from "~/modules/eligibility/passports";
import { languageTags, locales } from "~/modules/i18n/locales";
import { withLanguageVersions } from "~/modules/i18n/page-seo";
import { collectSitemapEntries } from "./sitemap.server";
import { testDatabases } from "../../../tests/support/test-databases";

const now = "2026-11-22T08:00:00.000Z";

for (const { engine, open } of testDatabases()) {
  describe(`sitemap entries (${engine})`, () => {
    let handle: DatabaseHandle | undefined;
    afterEach(async () => {
      await handle?.close();
      handle = undefined;
    });

    it("lists every static public page and the published managed pages, never drafts", async () => {
      handle = await open();
      await handle.db
        .insertInto("pages")
        .values([
          { id: "p1", title: "Parents", slug: "australia-family-tourist-visa-for-parents", content: "<p>x</p>", is_published: 1, created_at: now, updated_at: now, banner_image: "" },
          { id: "p2", title: "Draft", slug: "secret-draft", content: "<p>x</p>", is_published: 0, created_at: now, updated_at: now, banner_image: "" },
        ])
        .execute();
      const paths = (await collectSitemapEntries(handle.db)).map((entry) => entry.path);
      for (const path of ["/", "/about", "/why-visit-australia", "/faq", "/contact", "/privacy-policy", "/terms-of-service", ...allGuides().map((g) => g.path)]) {
        expect(paths).toContain(path);
      }
      expect(paths).toContain("/australia-family-tourist-visa-for-parents");
      expect(paths).not.toContain("/secret-draft");
      expect(paths).not.toContain("/australian-tourist-visa-from-india");
    });

    it("lists every passport's guide in every language, each with the hreflang links of all eight", async () => {
      handle = await open();
      const entries = withLanguageVersions(await collectSitemapEntries(handle.db));
      const guides = entries.filter((entry) => /^(\/[a-z-]+)?\/visa-for\/[a-z-]+$/.test(entry.path));
      expect(guides).toHaveLength(passportOptions.length * locales.length);
      const hindiIndia = guides.find((entry) => entry.path === "/hi/visa-for/in");
      expect(hindiIndia?.alternates?.map((alternate) => alternate.hreflang)).toEqual([...locales.map((locale) => languageTags[locale]), "x-default"]);
      expect(hindiIndia?.alternates).toContainEqual({ hreflang: "vi", path: "/vi/visa-for/in" });
      expect(hindiIndia?.alternates).toContainEqual({ hreflang: "x-default", path: "/visa-for/in" });
      // The list of guides itself, and never the page's pattern.
      expect(entries.map((entry) => entry.path)).toContain("/ja/visa-for");
      expect(entries.some((entry) => entry.path.includes(":"))).toBe(false);
    });
  });
}
