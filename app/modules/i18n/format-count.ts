import { groupDigits } from "~/content/group-digits";
import { intlLocales, type Locale } from "./locales";

/**
 * A count as the language writes it ('12,345', '12.345'). English without Intl (groupDigits), so the English
 * home page makes no Intl call as it starts. Apart from format.ts, whose formatters the home page does not load.
 */
export function formatCount(value: number, locale: Locale): string {
  return locale === "en" ? groupDigits(value) : new Intl.NumberFormat(intlLocales[locale]).format(value);
}
