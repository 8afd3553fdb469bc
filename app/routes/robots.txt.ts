import { getPublicConfig } from "~/lib/public-config.server";
import { renderRobotsTxt } from "~/lib/sitemap";
import { prefixedLocales } from "~/modules/i18n/locales";

export function loader() {
  return new Response(renderRobotsTxt(getPublicConfig().origin, prefixedLocales.map((locale) => `/${locale}`)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
