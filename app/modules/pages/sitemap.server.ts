import type { Kysely } from "kysely";
import { describedPages } from "~/content/public-pages";
import type { Database } from "~/lib/db-schema";
import { sitemapEntries, type SitemapEntry } from "~/lib/sitemap";
import { sitemapPaths } from "~/lib/site/page-queries";
import { listPublishedPageSlugs } from "./pages.server";

/** Every page the registry lists in the sitemap, then the published managed pages, read now from the database. */
export async function collectSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const described = describedPages();
  const statics = sitemapPaths().map((path) => ({ path, lastModified: described.find((page) => page.path === path)?.lastModified }));
  return sitemapEntries(statics, await listPublishedPageSlugs(db));
}
