import { isLocalizedPath, localizePath, prefixedLocales } from "./modules/i18n/locales";
import { prerenderedEnglishPaths } from "./lib/site/page-queries";

/**
 * The pages the registry renders at build time, in English and in every language. They are served as
 * precompressed files (see server/static/static-pages.ts).
 */
export const prerenderedPaths: string[] = [
  ...prerenderedEnglishPaths(),
  ...prefixedLocales.flatMap((locale) => prerenderedEnglishPaths().filter(isLocalizedPath).map((path) => localizePath(path, locale))),
];
