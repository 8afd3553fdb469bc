import type { Kysely } from "kysely";
import { describedPages } from "~/content/public-pages";
import type { Database } from "~/lib/db-schema";
import { sitemapEntries, type SitemapEntry } from "~/lib/sitemap";
import { sitemapPaths } from "~/lib/site/page-queries";
import { locales } from "~/modules/i18n/locales";
import { PASSPORT_GUIDE_PATTERN, passportGuidePaths } from "~/modules/passport-guides/passport-guide";
import { listPublishedPageSlugs } from "./pages.server";
import { addressAlternates, listPublishedTranslations, pageAddresses } from "./translations.server";

/** The addresses a page with a parameter stands for: every passport's guide. */
const addressesOf = (pattern: string): readonly string[] => (pattern === PASSPORT_GUIDE_PATTERN ? passportGuidePaths() : []);

/**
 * Every page the registry lists in the sitemap, then the published managed pages, read now from the
 * database. A managed page with a published translation is listed in every language here, each version
 * with its own address and the hreflang links of all of them; one without stays one entry, which
 * `withLanguageVersions` lists in every language under the prefixes.
 */
export async function collectSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const described = describedPages();
  const statics = sitemapPaths(addressesOf).map((path) => ({ path, lastModified: described.find((page) => page.path === path)?.lastModified }));
  const translations = await listPublishedTranslations(db);
  const translated = new Set(translations.map((translation) => translation.pageId));
  const pages = await listPublishedPageSlugs(db);
  const entries = sitemapEntries(
    statics,
    pages.filter((page) => !translated.has(page.id)),
  );
  for (const page of pages.filter((candidate) => translated.has(candidate.id))) {
    const addresses = await pageAddresses(db, page);
    const alternates = addressAlternates(addresses);
    for (const locale of locales) {
      const own = translations.find((translation) => translation.pageId === page.id && translation.locale === locale);
      entries.push({ path: addresses[locale], lastModified: own?.updatedAt ?? page.updatedAt, alternates });
    }
  }
  return entries;
}
