import { getDb } from "~/lib/db.server";
import { readJson } from "~/lib/forms/read-body.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { hitFairLimits, retryAfterHeaders } from "~/modules/rate-limits/fair-limits.server";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { countVisit, readVisitorCount } from "~/modules/visitors/counter.server";
import type { Route } from "./+types/api.visitors";

const noStore = { "Cache-Control": "no-store" };

/** GET: the count for this year. */
export async function loader() {
  return Response.json({ count: await readVisitorCount(getDb()) }, { headers: noStore });
}

/** POST: count this browser session's visit (the browser sends it once per session). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "GET, POST" } });
  }
  // The browser posts nothing; whatever else is sent must at least be readable JSON within the limit.
  await readJson(request);
  // One client cannot inflate the count, nor use up the site-wide allowance of counted visits.
  const limit = await hitFairLimits(getDb(), "visitors", clientAddress(context));
  if (!limit.allowed) {
    return Response.json({ error: TOO_MANY_REQUESTS }, { status: 429, headers: { ...noStore, ...retryAfterHeaders(limit) } });
  }
  return Response.json({ count: await countVisit(getDb()) }, { headers: noStore });
}
