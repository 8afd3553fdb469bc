import type { fetchJson } from "~/lib/http/fetch-json";

/** What the language suggestion's script needs to know, rendered with the page. */
export interface LanguageOfferOptions {
  /** The page's language, remembered when the visitor keeps it. */
  locale: string;
  cookieName: string;
  cookieMaxAgeSeconds: number;
  /** The site's languages, and the one a browser that prefers none of them is taken to read. */
  locales: readonly string[];
  defaultLocale: string;
}

export interface LanguageOfferHelpers {
  preferredLocaleAmong: (acceptLanguage: string, siteLocales: readonly string[]) => string | undefined;
  fetchJson: typeof fetchJson;
}

/**
 * On a first visit (no language chosen yet), when the browser prefers another of the site's languages,
 * asks the server whether to offer it (the server words the offer in that language) and shows the offer
 * in the notice `[data-language-suggestion]` the page carries hidden: a page shared by everyone can so
 * offer each visitor their own language. Asked once per page load. Dismissing keeps the page's
 * language, remembered like a choice in the switcher. Never redirects. Runs through PageBehaviour: it
 * uses nothing from outside its body (the language rule and the request come as helpers).
 */
export function languageOffer(options: LanguageOfferOptions, { preferredLocaleAmong, fetchJson }: LanguageOfferHelpers): () => void {
  const { locale, cookieName, cookieMaxAgeSeconds } = options;
  const notice = document.querySelector<HTMLElement>("[data-language-suggestion]");
  const chosen = document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${cookieName}=`));
  const preferred = preferredLocaleAmong(navigator.languages.join(","), options.locales) ?? options.defaultLocale;
  if (!notice || chosen || preferred === locale) return () => undefined;

  const controller = new AbortController();
  const dismiss = () => {
    document.cookie = `${cookieName}=${locale}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax`;
    notice.hidden = true;
  };
  const button = notice.querySelector("button");
  button?.addEventListener("click", dismiss, { signal: controller.signal });
  fetchJson<{ suggestion: { lang: string; text: string; action: string; href: string } | null }>(
    `/api/language-suggestion?${new URLSearchParams({ path: window.location.pathname })}`,
    { signal: controller.signal },
  )
    .then((body) => {
      const suggestion = body?.suggestion;
      const wording = notice.querySelector<HTMLElement>("[data-suggestion-wording]");
      const text = notice.querySelector<HTMLElement>("[data-suggestion-text]");
      const link = notice.querySelector<HTMLAnchorElement>("a");
      if (!suggestion || !wording || !text || !link) return;
      wording.lang = suggestion.lang;
      text.textContent = suggestion.text;
      link.textContent = suggestion.action;
      link.href = suggestion.href;
      notice.hidden = false;
    })
    .catch(() => undefined);
  return () => controller.abort();
}
