import type { Messages } from "@lingui/core";
import { createI18n, translator, type Translate } from "./i18n";
import type { Locale } from "./locales";
import { pickMessages, type MessageGroup } from "./message-groups";
import { placeMessageId } from "./place-names";

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

/**
 * Country names of each language but English (whose names are the checker's own list), written once by
 * scripts/generate-place-names.ts and checked in: the server and the browser read the same names, never
 * their own runtime's Intl data, which differ.
 */
const placeLoaders: Readonly<Record<Exclude<Locale, "en">, () => Promise<{ default: Record<string, string> }>>> = {
  "zh-hans": () => import("./catalogs/places/zh-hans.json"),
  "zh-hant": () => import("./catalogs/places/zh-hant.json"),
  ja: () => import("./catalogs/places/ja.json"),
  ko: () => import("./catalogs/places/ko.json"),
  hi: () => import("./catalogs/places/hi.json"),
  id: () => import("./catalogs/places/id.json"),
  vi: () => import("./catalogs/places/vi.json"),
};

/**
 * A language's country names as messages ('place.jp'), so they travel with the checker's messages. Each is
 * a compiled message of one text part, as the catalogs' own (Lingui takes a bare string for an uncompiled one).
 */
async function placeMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return {};
  const { default: names } = await placeLoaders[locale]();
  return Object.fromEntries(Object.entries(names).map(([code, name]) => [placeMessageId(code), [name]]));
}

const cache = new Map<Locale, Messages>();

/** A language's compiled catalog, with its country names. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const [{ messages }, places] = await Promise.all([loaders[locale](), placeMessages(locale)]);
  const all = { ...messages, ...places };
  cache.set(locale, all);
  return all;
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
