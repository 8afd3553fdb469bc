import { isbot } from "isbot";
import { z } from "zod";
import { loadMessages } from "~/modules/i18n/catalogs.server";
import { createI18n } from "~/modules/i18n/i18n";
import { cookieValue, localeCookieName, localeSuggestion } from "~/modules/i18n/accept-language";
import { languageTags, localeNames, splitLocalePath } from "~/modules/i18n/locales";
import type { Route } from "./+types/api.language-suggestion";

const suggestionQuery = z.object({ path: z.string().max(2000).regex(/^\/(?![/\\])/) });

/**
 * Whether to suggest another language to a visitor on `path`, worded in that language. Prerendered pages
 * are the same for everyone, so the browser asks once on a first visit. Bots, and visitors who have chosen
 * a language (the cookie), get no suggestion; nothing ever redirects.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store", Vary: "Accept-Language, Cookie, User-Agent" };
  const parsed = suggestionQuery.safeParse({ path: url.searchParams.get("path") });
  if (!parsed.success) return Response.json({ suggestion: null }, { status: 400, headers });
  const suggested = localeSuggestion({
    current: splitLocalePath(parsed.data.path).locale,
    acceptLanguage: request.headers.get("Accept-Language"),
    cookieLocale: cookieValue(request.headers.get("Cookie"), localeCookieName),
    isBot: isbot(request.headers.get("User-Agent") ?? ""),
  });
  if (!suggested) return Response.json({ suggestion: null }, { headers });
  const i18n = createI18n(suggested, await loadMessages(suggested));
  return Response.json(
    {
      suggestion: {
        lang: languageTags[suggested],
        text: i18n._("language.suggestion.text", { language: localeNames[suggested] }),
        action: i18n._("language.suggestion.action"),
        href: `/language?${new URLSearchParams({ to: suggested, from: parsed.data.path })}`,
      },
    },
    { headers },
  );
}
