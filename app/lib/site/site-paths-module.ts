/**
 * The browser's part of the page registry, written out as a small module of plain arrays
 * (`site-paths.generated.ts`): links and the language switcher need the localized paths and the menus,
 * and the registry itself (route modules, rendering, limits) would only add weight to every page's script.
 */
import { englishOnlySegments, localizedPagePaths, menuLinks, otherLanguageAddresses } from "./page-queries";

export const SITE_PATHS_MODULE = "app/lib/site/site-paths.generated.ts";

export function renderSitePathsModule(): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    "// Generated from app/lib/site/page-registry.ts by `npm run generate`; do not edit.",
    "// A unit test fails when this file and the registry disagree.",
    "",
    `export const localizedPaths = ${json(localizedPagePaths())} as const;`,
    "",
    `export const otherLanguageAddresses: Readonly<Record<string, string>> = ${json(otherLanguageAddresses())};`,
    "",
    `export const englishOnlySegments = ${json(englishOnlySegments())} as const;`,
    "",
    `export const mainNavigation = ${json(menuLinks("header"))};`,
    "",
    `export const footerSiteLinks = ${json(menuLinks("footer-site"))};`,
    "",
    `export const footerGuideLinks = ${json(menuLinks("footer-guides"))};`,
    "",
  ].join("\n");
}
