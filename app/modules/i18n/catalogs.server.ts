import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

/**
 * Every language's compiled catalog, for the server only: a page's loader passes the catalog of its
 * language to the browser with the page's data, so no other language's messages reach the browser.
 */
const loaders: Readonly<Record<Locale, () => Promise<{ messages: Messages }>>> = {
  en: () => import("./catalogs/en.po"),
  "zh-hans": () => import("./catalogs/zh-hans.po"),
  "zh-hant": () => import("./catalogs/zh-hant.po"),
  ja: () => import("./catalogs/ja.po"),
  ko: () => import("./catalogs/ko.po"),
  hi: () => import("./catalogs/hi.po"),
  id: () => import("./catalogs/id.po"),
  vi: () => import("./catalogs/vi.po"),
};

const cache = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const { messages } = await loaders[locale]();
  cache.set(locale, messages);
  return messages;
}
