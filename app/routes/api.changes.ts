import { getDb } from "~/lib/db.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { publicChanges } from "~/modules/figures/figures-store.server";
import { publicChange } from "~/modules/figures/public-changes";

/**
 * GET /api/changes: each change of a figure or a rule the site quotes, latest first, as on the 'What changed'
 * page (described at /api/openapi.json). Open to any site, like the eligibility API.
 */
export async function loader() {
  const origin = getPublicConfig().origin;
  const changes = (await publicChanges(getDb())).map(publicChange);
  return Response.json(
    { page: `${origin}/what-changed`, feed: `${origin}/what-changed/feed.atom`, changes },
    { headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=60" } },
  );
}
