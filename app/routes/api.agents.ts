import { getDb } from "~/lib/db.server";
import { listBookableAgents } from "~/modules/agents/agents.server";

/**
 * GET /api/agents: the bookable agents, for the checker's result on the prerendered home page (its
 * result is drawn in the browser, so the list is fetched when the result appears).
 */
export async function loader() {
  const agents = await listBookableAgents(getDb());
  return Response.json({ agents }, { headers: { "Cache-Control": "public, max-age=60" } });
}
