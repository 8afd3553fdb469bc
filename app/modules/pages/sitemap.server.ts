import type { Kysely } from "kysely";
import { staticPublicPages } from "~/content/public-pages";
import type { Database } from "~/lib/db-schema";
import { sitemapEntries, type SitemapEntry } from "~/lib/sitemap";
import { listPublishedPageSlugs } from "./pages.server";

/** Every public route: the static pages and the published managed pages, read now from the database. */
export async function collectSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const statics = staticPublicPages().map(({ path, lastModified }) => ({ path, lastModified }));
  return sitemapEntries(statics, await listPublishedPageSlugs(db));
}
