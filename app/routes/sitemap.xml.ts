import { getDb } from "~/lib/db.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/http/cache-policy";
import { getPublicConfig } from "~/lib/public-config.server";
import { renderSitemap } from "~/lib/sitemap";
import { withLanguageVersions } from "~/modules/i18n/page-seo";
import { collectSitemapEntries } from "~/modules/pages/sitemap.server";

/** Built once per change to the managed pages (the server keeps the bytes: server/page-cache/). */
export async function loader() {
  const xml = renderSitemap(getPublicConfig().origin, withLanguageVersions(await collectSitemapEntries(getDb())));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
  });
}
