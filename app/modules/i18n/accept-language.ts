import { defaultLocale, isLocale, locales, type Locale } from "./locales";

/** The cookie that remembers the language a visitor chose (or kept, by dismissing the suggestion). */
export const localeCookieName = "locale";

/** A year: the choice outlives a trip's planning. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The language of `siteLocales` a browser prefers most, from an Accept-Language header (or
 * `navigator.languages` joined by commas), by its quality values; undefined when none fits. The
 * browser runs it too (the language suggestion's script), so it uses nothing from outside its body.
 */
export function preferredLocaleAmong(acceptLanguage: string | null | undefined, siteLocales: readonly string[]): string | undefined {
  if (!acceptLanguage) return undefined;
  /** One tag -> the site's locale for it, if the site has one. */
  const localeForTag = (tag: string): string | undefined => {
    const parts = tag.trim().toLowerCase().split(/[-_]/);
    const language = parts[0] ?? "";
    if (language === "zh") {
      if (parts.includes("hant")) return "zh-hant";
      if (parts.includes("hans")) return "zh-hans";
      // Chinese regions that write Traditional characters by default.
      return parts.some((part) => ["tw", "hk", "mo"].includes(part)) ? "zh-hant" : "zh-hans";
    }
    // 'in' is the old code for Indonesian, still sent by some Android browsers.
    const locale = language === "in" ? "id" : language;
    return siteLocales.includes(locale) ? locale : undefined;
  };
  const ranked = acceptLanguage
    .split(",")
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = "", ...params] = entry.split(";");
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.quality > 0 && item.tag.trim() !== "*")
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const item of ranked) {
    const locale = localeForTag(item.tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The site's locale the visitor prefers most, by the header's quality values; undefined when none fits. */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  const locale = preferredLocaleAmong(acceptLanguage, locales);
  return isLocale(locale) ? locale : undefined;
}

/** One Accept-Language tag -> the site's locale for it, if the site has one. */
export const localeForTag = (tag: string): Locale | undefined => preferredLocale(tag);

export interface SuggestionInput {
  /** The language of the page being read. */
  current: Locale;
  acceptLanguage: string | null | undefined;
  /** The remembered choice, if any. */
  cookieLocale: string | undefined;
  /** Whether the request comes from a crawler or another bot. */
  isBot: boolean;
}

/**
 * The language to suggest in a notice, or undefined. Suggests only: never for bots, never once the
 * visitor has chosen (or kept) a language, and never the language already shown.
 */
export function localeSuggestion({ current, acceptLanguage, cookieLocale, isBot }: SuggestionInput): Locale | undefined {
  if (isBot || isLocale(cookieLocale)) return undefined;
  const preferred = preferredLocale(acceptLanguage) ?? defaultLocale;
  return preferred === current ? undefined : preferred;
}

/** `text` percent-decoded, or undefined when it is not valid percent-encoded UTF-8 ("%E0%A4"). */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The value of one cookie in a Cookie header. A value that does not decode is ignored, as if the cookie
 * were not sent: the cookie is the client's to write, so a broken one is no error of the site.
 */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = pair.split("=");
    if (key?.trim() === name) return decoded(value.join("=").trim());
  }
  return undefined;
}

/** The Set-Cookie header that remembers a chosen language. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
