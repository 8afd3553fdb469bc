import { localizePath, prefixedLocales } from "./modules/i18n/locales";
import { keptPages } from "./lib/site/page-queries";

const contentPages = keptPages().filter((page) => page.languages === "all");

/**
 * Every address of the content pages the registry keeps by path, in English and in every language. They
 * need no database: they stay up while it is away.
 */
export const contentPagePaths: string[] = [
  ...contentPages.map((page) => page.path),
  ...prefixedLocales.flatMap((locale) => contentPages.map((page) => localizePath(page.path, locale))),
];

/**
 * The pages the running server renders at start, and again after each change of the content: the English
 * content pages and the sitemap. The other languages' pages are rendered on their first request and kept
 * alike (rendering all of them at once would hold a starting server's processor for seconds).
 */
export const pagesRenderedAtStart: string[] = keptPages().map((page) => page.path);
