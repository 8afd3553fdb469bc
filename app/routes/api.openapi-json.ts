import { getPublicConfig } from "~/lib/public-config.server";
import { API_HEADERS } from "~/modules/eligibility/eligibility-api";
import { openApiDocument } from "~/modules/eligibility/openapi";

/** GET /api/openapi.json: the OpenAPI description of the eligibility API. */
export function loader() {
  return Response.json(openApiDocument(getPublicConfig().origin), {
    headers: { ...API_HEADERS, "Cache-Control": "public, max-age=3600" },
  });
}
