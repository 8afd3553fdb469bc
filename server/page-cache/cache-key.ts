import { splitLocalePath } from "../../app/modules/i18n/locales";
import { isReservedSlug, SLUG_PATTERN } from "../../app/modules/pages/slug";
import { matchPage } from "../../app/lib/site/page-queries";

/** Longer queries are rendered per request rather than kept (they are no answers the checker asks for). */
const MAX_KEY_LENGTH = 1024;

/**
 * The key a GET's rendered page is kept under, or undefined for pages rendered per request. Keeping is
 * opt-in in the page registry (`rendering: "kept"`): a path the registry does not mark is never kept.
 * The key is also the address the page is rendered from, so nothing outside it (a campaign parameter on
 * a managed page) can reach the HTML everyone is served: pages kept by path drop the query, and the
 * managed pages' catch-all is kept only for a one-segment slug (docs/decisions/014, 036).
 */
export function pageCacheKey(url: string): string | undefined {
  if (url.length > MAX_KEY_LENGTH) return undefined;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const { locale, path: englishPath } = splitLocalePath(path);
  const match = matchPage(englishPath, locale === "en" ? "any" : "all");
  if (match?.page.rendering !== "kept") return undefined;
  if (match.splat !== undefined && !(SLUG_PATTERN.test(match.splat) && !isReservedSlug(match.splat))) return undefined;
  return match.page.keptBy === "query" ? url : path;
}
