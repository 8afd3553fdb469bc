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
 * Those and the other pages kept at one address (the sitemap): the running server renders them at start
 * and again after each change of the content, and serves them from memory (server/page-cache/).
 */
export const sharedPagePaths: string[] = [
  ...contentPagePaths,
  ...keptPages()
    .filter((page) => page.languages === "en")
    .map((page) => page.path),
];
