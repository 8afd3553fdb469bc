import type { Messages } from "@lingui/core";
import { createI18n, translator, type Translate } from "./i18n";
import type { Locale } from "./locales";
import { pickMessages, type MessageGroup } from "./message-groups";

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

/** The lookup of a language's messages, on the server (loaders, the result's e-mail and PDF). */
export async function serverTranslator(locale: Locale): Promise<Translate> {
  return translator(createI18n(locale, await loadMessages(locale)));
}

const picked = new Map<string, Messages>();

/** A language's messages of some groups, picked once per language and set of groups (root loader, every request). */
export async function groupMessages(locale: Locale, groups: readonly MessageGroup[]): Promise<Messages> {
  const key = `${locale}:${groups.join()}`;
  const cached = picked.get(key);
  if (cached) return cached;
  const messages = pickMessages(await loadMessages(locale), groups);
  picked.set(key, messages);
  return messages;
}
