import { getDb } from "~/lib/db.server";
import { consultationOffer } from "~/modules/agents/consultation-offer.server";

/**
 * GET /api/agents: the bookable agents, for the checker's result on the prerendered home page (its
 * result is drawn in the browser, so the list is fetched when the result appears), and whether the
 * consultation is offered at all (a real installation offers it only while a real agent is active).
 */
export async function loader() {
  const { agents, offered } = await consultationOffer(getDb());
  return Response.json({ agents, offered }, { headers: { "Cache-Control": "public, max-age=60" } });
}
