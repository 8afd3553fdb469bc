import type { Kysely } from "kysely";
import { describedPages } from "~/content/public-pages";
import type { Database } from "~/lib/db-schema";
import { sitemapEntries, type SitemapEntry } from "~/lib/sitemap";
import { sitemapPaths } from "~/lib/site/page-queries";
import { PASSPORT_GUIDE_PATTERN, passportGuidePaths } from "~/modules/passport-guides/passport-guide";
import { listPublishedPageSlugs } from "./pages.server";

/** The addresses a page with a parameter stands for: every passport's guide. */
const addressesOf = (pattern: string): readonly string[] => (pattern === PASSPORT_GUIDE_PATTERN ? passportGuidePaths() : []);

/** Every page the registry lists in the sitemap, then the published managed pages, read now from the database. */
export async function collectSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const described = describedPages();
  const statics = sitemapPaths(addressesOf).map((path) => ({ path, lastModified: described.find((page) => page.path === path)?.lastModified }));
  return sitemapEntries(statics, await listPublishedPageSlugs(db));
}
