import { getDb } from "~/lib/db.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { renderSitemap } from "~/lib/sitemap";
import { collectSitemapEntries } from "~/modules/pages/sitemap.server";

/** Built per request, so newly published managed pages appear at once. */
export async function loader() {
  const xml = renderSitemap(getPublicConfig().origin, await collectSitemapEntries(getDb()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
