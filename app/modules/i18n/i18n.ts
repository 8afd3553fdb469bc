import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { defaultLocale, isLocale, type Locale } from "./locales";

/** Values an ICU message may interpolate. */
export type MessageValues = Record<string, string | number>;

/** A message lookup: id and values in, the text in the page's language out. */
export type Translate = (id: string, values?: MessageValues) => string;

/** An i18n instance holding one language's compiled catalog. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The lookup of an i18n instance, for code outside React (the result e-mail and PDF, tests). */
export function translator(i18n: I18n): Translate {
  return (id, values) => i18n._(id, values);
}

/** The page's language and message lookup, from the catalog the root route provides. */
export function useI18n(): { locale: Locale; t: Translate } {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  // One function per catalog, so components may depend on it.
  const t = useMemo<Translate>(() => (id, values) => i18n._(id, values), [i18n]);
  return { locale, t };
}
