import { XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "~/modules/i18n/i18n";
import { localeCookieMaxAgeSeconds, localeCookieName, preferredLocale } from "~/modules/i18n/accept-language";
import { defaultLocale } from "~/modules/i18n/locales";

interface Suggestion {
  lang: string;
  text: string;
  action: string;
  href: string;
}

/**
 * On a first visit, a dismissible notice offering the visitor's own language (from their browser's
 * languages, worded in that language). It never redirects; dismissing it keeps the page's language,
 * remembered like a choice made in the switcher.
 */
export function LanguageSuggestion() {
  const { locale, t } = useI18n();
  const { pathname } = useLocation();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    if (document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${localeCookieName}=`))) return;
    // The server words the suggestion; it is asked only when the browser prefers another of the site's languages.
    if ((preferredLocale(navigator.languages.join(",")) ?? defaultLocale) === locale) return;
    const controller = new AbortController();
    fetch(`/api/language-suggestion?${new URLSearchParams({ path: pathname })}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ suggestion: Suggestion | null }>) : { suggestion: null }))
      .then((body) => setSuggestion(body.suggestion))
      .catch(() => undefined);
    return () => controller.abort();
    // Asked once per page load: a visitor who moves on without answering is not asked on every page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!suggestion) return null;
  const dismiss = () => {
    document.cookie = `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAgeSeconds}; SameSite=Lax`;
    setSuggestion(null);
  };
  return (
    <aside data-language-suggestion aria-label={t("language.suggestion.label")} className="border-b border-ocean-100 bg-ocean-50 px-4 py-2 text-sm text-slate-900">
      <div lang={suggestion.lang} className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <span>{suggestion.text}</span>
        <a href={suggestion.href} className="font-semibold text-ocean-800 underline">
          {suggestion.action}
        </a>
        <button type="button" onClick={dismiss} className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-ocean-100">
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t("language.suggestion.dismiss")}</span>
        </button>
      </div>
    </aside>
  );
}
