import type { I18n } from "@lingui/core";
import { LinguiContext, type I18nContext } from "@lingui/react";
import { useMemo, type ReactNode } from "react";

/**
 * Provides an i18n instance to the components below. Unlike Lingui's own provider, which keeps the
 * first instance it is given until the locale changes, this one follows every new instance in the same
 * render, so messages that arrive with the next page (same language, more groups) show at once.
 */
export function MessagesProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const context = useMemo<I18nContext>(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext value={context}>{children}</LinguiContext>;
}
