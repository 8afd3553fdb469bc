import { XIcon } from "lucide-react";
import { PageBehaviour } from "~/components/ui/page-behaviour";
import { useI18n } from "~/modules/i18n/i18n";
import { localeCookieMaxAgeSeconds, localeCookieName, preferredLocaleAmong } from "~/modules/i18n/accept-language";
import { defaultLocale, locales } from "~/modules/i18n/locales";
import { fetchJson } from "~/lib/http/fetch-json";
import { languageOffer } from "./language-offer";

/**
 * On a first visit, a dismissible notice offering the visitor's own language (from their browser's
 * languages, worded in that language). It never redirects; dismissing it keeps the page's language,
 * remembered like a choice made in the switcher. Rendered hidden and empty: languageOffer fills it in.
 * It arrives after the page is laid out, so it sits over the foot of the window rather than in the page's
 * flow: pushed in above the content, it would move what the visitor has started to read. In the document
 * it stays after the header, where a keyboard or a screen reader meets it.
 */
export function LanguageSuggestion() {
  const { locale, t } = useI18n();
  return (
    <>
      <aside data-language-suggestion hidden aria-label={t("language.suggestion.label")} className="fixed inset-x-0 bottom-0 z-40 border-t border-ocean-200 bg-ocean-50 px-4 py-2 text-sm text-slate-900 shadow-lg">
        <div data-suggestion-wording className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <span data-suggestion-text />
          <a className="font-semibold text-ocean-800 underline" />
          <button type="button" className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-ocean-100">
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("language.suggestion.dismiss")}</span>
          </button>
        </div>
      </aside>
      <PageBehaviour
        run={languageOffer}
        options={{ locale, cookieName: localeCookieName, cookieMaxAgeSeconds: localeCookieMaxAgeSeconds, locales, defaultLocale }}
        helpers={{ preferredLocaleAmong, fetchJson }}
      />
    </>
  );
}
