import { intlLocales, type Locale } from "~/modules/i18n/locales";

/**
 * A calendar date (YYYY-MM-DD) in a language ("12 March 2027"). Read as midnight UTC and written in UTC,
 * so the day is the same in every browser and on the server, whatever their time zone.
 */
export function formatCalendarDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
