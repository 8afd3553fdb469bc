import { englishOnlySegments, localizedPaths, otherLanguageAddresses } from "../../lib/site/site-paths.generated";

/**
 * The site's languages and where each lives: English at today's URLs, every other language under its own
 * path prefix ('/ja', '/zh-hans/check'). Pure data and functions, shared by routes, links, tags and the sitemap.
 */

export const locales = ["en", "zh-hans", "zh-hant", "ja", "ko", "hi", "id", "vi"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The languages served under a path prefix (all but English). */
export const prefixedLocales = locales.filter((locale): locale is Exclude<Locale, "en"> => locale !== defaultLocale);

/** The BCP 47 tag for `<html lang>` and `hreflang`. */
export const languageTags: Readonly<Record<Locale, string>> = {
  en: "en",
  "zh-hans": "zh-Hans",
  "zh-hant": "zh-Hant",
  ja: "ja",
  ko: "ko",
  hi: "hi",
  id: "id",
  vi: "vi",
};

/** The locale `Intl` formats dates and numbers in (Australian English for English). */
export const intlLocales: Readonly<Record<Locale, string>> = { ...languageTags, en: "en-AU" };

/** Each language's name in itself, as the language switcher lists it. */
export const localeNames: Readonly<Record<Locale, string>> = {
  en: "English",
  "zh-hans": "简体中文",
  "zh-hant": "繁體中文",
  ja: "日本語",
  ko: "한국어",
  hi: "हिन्दी",
  id: "Bahasa Indonesia",
  vi: "Tiếng Việt",
};

/** The Open Graph locale of each language. */
export const ogLocales: Readonly<Record<Locale, string>> = {
  en: "en_AU",
  "zh-hans": "zh_CN",
  "zh-hant": "zh_TW",
  ja: "ja_JP",
  ko: "ko_KR",
  hi: "hi_IN",
  id: "id_ID",
  vi: "vi_VN",
};

/**
 * The site's own pages that exist in every language (English paths), and the first segments that stay
 * English at one address (the admin area and sign-in, the API and files, the switcher itself), both from
 * the page registry (app/lib/site/page-registry.ts). Admin-managed pages exist in every language too
 * (see `isManagedPagePath`).
 */
export { englishOnlySegments, localizedPaths } from "../../lib/site/site-paths.generated";

/**
 * Every first path segment the site's own routes take, in any language ('about', 'admin', 'ja'). A managed
 * page may not take one (app/modules/pages/slug.ts), so every other one-segment path is a managed page's.
 */
export const siteSegments: ReadonlySet<string> = new Set([
  ...localizedPaths.flatMap((path) => path.split("/")[1] || []),
  ...englishOnlySegments,
  ...prefixedLocales,
]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** '/ja/check' -> { locale: 'ja', path: '/check' }; '/ja' -> '/'; '/check' -> English. Prefixes are lower case. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z-]+)(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== defaultLocale && isLocale(prefix)) return { locale: prefix, path: match[2] || "/" };
  return { locale: defaultLocale, path: pathname || "/" };
}

/** The locale of a URL's path. */
export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/**
 * Whether an English path lies where admin-managed pages live ('/<slug>'): one segment that none of the
 * site's own routes takes. Whether a page is published there is for the managed page's route to say, with a
 * 404 otherwise, in every language alike.
 */
export function isManagedPagePath(path: string): boolean {
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  return segment !== undefined && !siteSegments.has(segment);
}

/** The localized paths with a parameter ('/visa-for/:passport'), as patterns: a parameter is one segment. */
const localizedPatterns: readonly RegExp[] = localizedPaths
  .filter((path) => path.includes("/:"))
  .map((path) => new RegExp(`^${path.replace(/\/:[^/]+/g, "/[^/]+")}$`));

/** Whether an English path has a version in every language: one of the site's pages, or a managed page. */
export function isLocalizedPath(path: string): boolean {
  const raw = path.split(/[?#]/, 1)[0] || "/";
  const pathname = raw.length > 1 ? raw.replace(/\/+$/, "") : raw;
  return (
    (localizedPaths as readonly string[]).includes(pathname) ||
    localizedPatterns.some((pattern) => pattern.test(pathname)) ||
    isManagedPagePath(pathname)
  );
}

/**
 * The path of an English page in a language: ('/check?x=1', 'ja') -> '/ja/check?x=1', ('/', 'ja') -> '/ja',
 * ('/#checker', 'ja') -> '/ja#checker'. English, and the paths that stay English (admin, API, files), keep theirs.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith("/") || !isLocalizedPath(path)) return path;
  // An English-only page whose place another page takes in the other languages (a country guide): that page.
  const [pathname = "", suffix = ""] = /^([^?#]*)(.*)$/s.exec(path)?.slice(1) ?? [];
  const elsewhere = otherLanguageAddresses[pathname];
  if (elsewhere) return localizePath(`${elsewhere}${suffix}`, locale);
  const rest = path.replace(/^\/(?=[?#]|$)/, "");
  return `/${locale}${rest}`;
}

/**
 * Where a visitor on `pathname` goes to read it in `locale`: the same page, or the language's home page from
 * a path that stays English (the admin area, sign-in).
 */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const { path } = splitLocalePath(pathname);
  return isLocalizedPath(path) ? localizePath(path, locale) : localizePath("/", locale);
}

/** The id of a page's route in a language: 'routes/check' in English, 'ja/routes/check' in Japanese (see app/routes.ts). */
export function localizedRouteId(id: string, locale: Locale): string {
  return locale === defaultLocale ? id : `${locale}/${id}`;
}

export interface Alternate {
  hreflang: string;
  path: string;
}

/**
 * The hreflang alternates of an English path: one per language, plus x-default (English); none for paths that
 * stay English, nor for a page another page stands in for in the other languages (that page has its own set).
 */
export function alternatesOf(path: string): Alternate[] {
  if (!isLocalizedPath(path) || otherLanguageAddresses[path]) return [];
  return [
    ...locales.map((locale) => ({ hreflang: languageTags[locale], path: localizePath(path, locale) })),
    { hreflang: "x-default", path },
  ];
}
