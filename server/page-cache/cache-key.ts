import { splitLocalePath } from "../../app/modules/i18n/locales";
import { keptCheckQuery } from "../../app/modules/eligibility/check-request";
import { isReservedSlug, SLUG_PATTERN } from "../../app/modules/pages/slug";
import { hasParameter, matchPage } from "../../app/lib/site/page-queries";

/** Longer queries are rendered per request rather than kept (they are no answers the checker asks for). */
const MAX_KEY_LENGTH = 1024;

/**
 * How each page kept by its query reduces a query to the one that asks for the same page. A page the
 * registry keeps by query but that has none here is not kept: junk in a query must never make new entries.
 */
const canonicalQueries: Readonly<Record<string, (params: URLSearchParams) => string | undefined>> = {
  "/check": (params) => keptCheckQuery(params),
};

export interface KeptPageKey {
  /** What the page is kept under, and the address it is rendered from. */
  key: string;
  /** What its HTML depends on, as the page registry says. */
  by: "path" | "query";
  /**
   * One of the many pages of a registry entry with a parameter (a guide for each passport in each
   * language): kept within a budget of its own, so that they never push out the content pages.
   */
  many?: true;
}

/**
 * The key a GET's rendered page is kept under, or undefined for pages rendered per request. Keeping is
 * opt-in in the page registry (`rendering: "kept"`): a path the registry does not mark is never kept.
 * The key is also the address the page is rendered from, so nothing outside it (a campaign parameter on
 * a managed page, junk in the checker's query) can reach the HTML everyone is served or make another
 * entry: pages kept by path drop the query, pages kept by query keep its canonical form, and the managed
 * pages' catch-all is kept only for a one-segment slug (docs/decisions/014, 036).
 */
export function pageCacheKey(url: string): KeptPageKey | undefined {
  if (url.length > MAX_KEY_LENGTH) return undefined;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const { locale, path: englishPath } = splitLocalePath(path);
  const match = matchPage(englishPath, locale === "en" ? "any" : "all");
  if (match?.page.rendering !== "kept") return undefined;
  if (match.splat !== undefined && !(SLUG_PATTERN.test(match.splat) && !isReservedSlug(match.splat))) return undefined;
  if (match.page.keptBy !== "query") return hasParameter(match.page.path) ? { key: path, by: "path", many: true } : { key: path, by: "path" };
  const canonical = canonicalQueries[match.page.path];
  if (!canonical) return undefined;
  const search = canonical(new URLSearchParams(query === -1 ? "" : url.slice(query + 1)));
  // A page that changes with the day (a trip with dates) is rendered per request, never kept.
  if (search === undefined) return undefined;
  return { key: search ? `${path}?${search}` : path, by: "query" };
}
