import { formatIsoDate } from "~/content/format";
import { intlLocales, type Locale } from "./locales";

/**
 * '2026-11-22' as a date in the page's language ('22 November 2026', '2026年11月22日'). English keeps the
 * site's own wording; the others use Intl, in UTC so the server and the browser print the same day.
 */
export function formatDate(iso: string, locale: Locale): string {
  if (locale === "en") return formatIsoDate(iso);
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
