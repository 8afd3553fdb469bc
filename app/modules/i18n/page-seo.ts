import type { MetaDescriptor } from "react-router";
import { defaultShareImage } from "~/content/site";
import { alternateLinks, canonicalFromRoot, rootOrigin, seoMeta, type Alternate, type RouteMatches, type SeoInput } from "~/lib/seo";
import type { SitemapEntry } from "~/lib/sitemap";
import type { Translate } from "./i18n";
import { alternatesOf, locales, localizePath, ogLocales, type Locale } from "./locales";

/**
 * A page's search and preview tags in one language: canonical link to that language's URL, hreflang to all,
 * and the shared picture described in the language (`t`, the page language's messages).
 */
export function localizedSeoMeta({
  locale,
  t,
  ...input
}: Omit<SeoInput, "canonicalPath" | "alternates" | "ogLocale"> & { locale: Locale; t: Translate }): MetaDescriptor[] {
  const image = input.image ?? { ...defaultShareImage, alt: t("meta.share-image.alt") };
  return seoMeta({ ...input, image, canonicalPath: localizePath(input.path, locale), alternates: alternatesOf(input.path), ogLocale: ogLocales[locale] });
}

/**
 * The sitemap's entries with every language's version: a page that exists in every language is listed
 * once per language, each with the hreflang alternates of all of them; other pages, and entries that
 * already name their alternates, stay as they are.
 */
export function withLanguageVersions(entries: readonly SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) => {
    // An entry that names its alternates is one language's version already (a translated managed page).
    if (entry.alternates) return [entry];
    const alternates = alternatesOf(entry.path);
    if (alternates.length === 0) return [entry];
    return locales.map((locale) => ({ ...entry, path: localizePath(entry.path, locale), alternates }));
  });
}

/**
 * The canonical link of a page in a language and its hreflang links, on the origin the root loader gives
 * (for pages whose other tags stay their own).
 */
export function localizedLinksFromRoot(matches: RouteMatches, path: string, locale: Locale): MetaDescriptor[] {
  return linksFromRoot(matches, localizePath(path, locale), alternatesOf(path));
}

/** The canonical link and hreflang links of a page whose versions live at addresses of their own (a translated managed page). */
export function linksFromRoot(matches: RouteMatches, canonicalPath: string, alternates: readonly Alternate[]): MetaDescriptor[] {
  const origin = rootOrigin(matches);
  return [...canonicalFromRoot(matches, canonicalPath), ...(origin ? alternateLinks(origin, alternates) : [])];
}
