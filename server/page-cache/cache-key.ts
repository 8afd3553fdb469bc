import { splitLocalePath } from "../../app/modules/i18n/locales";
import { isReservedSlug, SLUG_PATTERN } from "../../app/modules/pages/slug";

/** Longer queries are rendered per request rather than kept (they are no answers the checker asks for). */
const MAX_KEY_LENGTH = 1024;

/**
 * The key a GET's rendered page is kept under, or undefined for pages rendered per request. Kept: managed
 * pages (a top-level slug no route of the site reserves, in English or under a language's prefix), the
 * sitemap, and the checker without JavaScript, whose page is a function of its query alone (docs/decisions/014).
 */
export function pageCacheKey(url: string): string | undefined {
  if (url.length > MAX_KEY_LENGTH) return undefined;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (path === "/sitemap.xml") return path;
  if (path === "/check") return url;
  const slug = splitLocalePath(path).path.slice(1);
  return SLUG_PATTERN.test(slug) && !isReservedSlug(slug) ? path : undefined;
}
