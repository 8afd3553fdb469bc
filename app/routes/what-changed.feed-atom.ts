import { site } from "~/content/site";
import { getDb } from "~/lib/db.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { atomFeed } from "~/modules/figures/atom-feed";
import { publicChanges } from "~/modules/figures/figures-store.server";
import { publicChange } from "~/modules/figures/public-changes";

/** GET /what-changed/feed.atom: the 'What changed' page as an Atom feed, for feed readers. */
export async function loader() {
  const changes = (await publicChanges(getDb())).map(publicChange);
  return new Response(atomFeed(changes, getPublicConfig().origin, site.name), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
