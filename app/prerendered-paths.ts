import { isLocalizedPath, localizePath, prefixedLocales } from "./modules/i18n/locales";

/** English public pages whose HTML does not depend on the request or the database. */
const englishPaths = [
  "/",
  "/about",
  "/why-visit-australia",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
  "/australia-visitor-visa-from-india",
  "/australian-tourist-visa-from-philippines",
  "/australian-tourist-visa-from-uk",
  "/australian-tourist-visa-from-usa",
];

/**
 * Those pages, and their versions in every language that has them. They are rendered at build time and
 * served as precompressed files (see server/static/static-pages.ts).
 */
export const prerenderedPaths: string[] = [
  ...englishPaths,
  ...prefixedLocales.flatMap((locale) => englishPaths.filter(isLocalizedPath).map((path) => localizePath(path, locale))),
];
