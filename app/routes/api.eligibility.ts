import { getPublicConfig } from "~/lib/public-config.server";
import { parseEligibilityQuery } from "~/modules/eligibility/api-query";
import { API_HEADERS as apiHeaders, eligibilityResponse, queryProblem } from "~/modules/eligibility/eligibility-api";
import type { Route } from "./+types/api.eligibility";

/** GET /api/eligibility: the checker's outcome for the answers in the query, as JSON (described at /api/openapi.json). */
export function loader({ url }: Route.LoaderArgs) {
  const parsed = parseEligibilityQuery(url.searchParams);
  if (!parsed.ok) {
    const { status, body } = queryProblem(parsed);
    return Response.json(body, { status, headers: apiHeaders });
  }
  return Response.json(eligibilityResponse(parsed.answers, getPublicConfig().origin, parsed.trip), { headers: apiHeaders });
}
