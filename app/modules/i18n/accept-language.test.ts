import { describe, expect, it } from "vitest";
import { cookieValue, localeCookie, localeForTag, localeSuggestion, preferredLocale } from "./accept-language";

describe("Accept-Language", () => {
  it("maps browser language tags to the site's languages", () => {
    expect(localeForTag("zh-CN")).toBe("zh-hans");
    expect(localeForTag("zh-Hans-SG")).toBe("zh-hans");
    expect(localeForTag("zh-TW")).toBe("zh-hant");
    expect(localeForTag("zh-HK")).toBe("zh-hant");
    expect(localeForTag("zh")).toBe("zh-hans");
    expect(localeForTag("ja-JP")).toBe("ja");
    expect(localeForTag("in-ID")).toBe("id");
    expect(localeForTag("en-GB")).toBe("en");
    expect(localeForTag("fr-FR")).toBeUndefined();
  });

  it("prefers the highest quality language the site has, then the order given", () => {
    expect(preferredLocale("fr-FR,fr;q=0.9,ko;q=0.8,en;q=0.7")).toBe("ko");
    expect(preferredLocale("en;q=0.5,vi;q=0.9")).toBe("vi");
    expect(preferredLocale("hi-IN,en-IN;q=0.9")).toBe("hi");
    expect(preferredLocale("ja;q=0,en")).toBe("en");
    expect(preferredLocale("de, *;q=0.1")).toBeUndefined();
    expect(preferredLocale("")).toBeUndefined();
  });

  it("suggests the visitor's language on a page in another one", () => {
    expect(localeSuggestion({ current: "en", acceptLanguage: "ja-JP,ja;q=0.9", cookieLocale: undefined, isBot: false })).toBe("ja");
    expect(localeSuggestion({ current: "ja", acceptLanguage: "en-US,en;q=0.9", cookieLocale: undefined, isBot: false })).toBe("en");
  });

  it("suggests nothing to bots, after a choice, on the visitor's own language, or for a language the site lacks", () => {
    expect(localeSuggestion({ current: "en", acceptLanguage: "ja", cookieLocale: undefined, isBot: true })).toBeUndefined();
    expect(localeSuggestion({ current: "en", acceptLanguage: "ja", cookieLocale: "en", isBot: false })).toBeUndefined();
    expect(localeSuggestion({ current: "ja", acceptLanguage: "ja", cookieLocale: undefined, isBot: false })).toBeUndefined();
    expect(localeSuggestion({ current: "en", acceptLanguage: "de-DE", cookieLocale: undefined, isBot: false })).toBeUndefined();
  });

  it("ignores a cookie that names no language of the site", () => {
    expect(localeSuggestion({ current: "en", acceptLanguage: "ko", cookieLocale: "xx", isBot: false })).toBe("ko");
  });

  it("reads and writes the cookie that remembers the choice", () => {
    expect(cookieValue("a=1; locale=zh-hant; b=2", "locale")).toBe("zh-hant");
    expect(cookieValue(undefined, "locale")).toBeUndefined();
    expect(cookieValue("locale=%E0%A4", "locale")).toBeUndefined();
    expect(cookieValue("locale=%ZZ; other=1", "locale")).toBeUndefined();
    expect(localeCookie("ja", true)).toBe("locale=ja; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });
});
