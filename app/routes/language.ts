import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { privateRedirect } from "~/lib/http/private-page-headers";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeCookie } from "~/modules/i18n/accept-language";
import { isLocalizedPath, locales, splitLocalePath, switchLocalePath } from "~/modules/i18n/locales";
import { managedPageAt } from "~/modules/pages/translations.server";
import type { Route } from "./+types/language";

/** `to` a language; `from` the page the visitor was on (a path on this site, with its query). */
const languageQuery = z.object({
  to: z.enum(locales),
  from: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/)
    .catch("/"),
});

/**
 * The language switcher's links. They work without JavaScript: the choice is remembered in a cookie (so
 * the first-visit suggestion never overrides it), then the visitor sees the same page in that language
 * (every public page has one; a managed page's translation where it has one), or the language's home page
 * from a path that stays English (the admin area, sign-in). Only paths on this site are followed; while
 * the database is away a managed page's switch falls back to its English slug under the prefix.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const parsed = languageQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return privateRedirect("/");
  const from = new URL(parsed.data.from, url.origin);
  // A managed page leads to its translation where one is published (and a translation back to its page).
  const managed = await managedPageAt(getDb(), from.pathname).catch(() => undefined);
  const target = managed?.addresses[parsed.data.to] ?? switchLocalePath(from.pathname, parsed.data.to);
  // The same page keeps its query (the checker's answers, a payment's session); a home page reached instead starts afresh.
  const keepsPage = isLocalizedPath(splitLocalePath(from.pathname).path);
  const secure = getPublicConfig().origin.startsWith("https:");
  return privateRedirect(`${target}${keepsPage ? from.search : ""}`, { headers: { "Set-Cookie": localeCookie(parsed.data.to, secure) } });
}
