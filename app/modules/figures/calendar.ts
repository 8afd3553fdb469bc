/**
 * Calendar dates for figures: ISO strings (YYYY-MM-DD) on Sydney's calendar. A change entered ahead
 * takes effect when the day begins in Australia (Australia/Sydney, daylight saving included), not at
 * midnight UTC, which falls at 10 or 11 in the morning there.
 */
export const FIGURES_TIME_ZONE = "Australia/Sydney";

const sydneyDay = new Intl.DateTimeFormat("en-CA", { timeZone: FIGURES_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in Sydney at `now`, as YYYY-MM-DD. */
export function sydneyDate(now: Date = new Date()): string {
  const parts = Object.fromEntries(sydneyDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `iso` plus whole months; the day is kept where the month has it, else the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The latest 1 July on or before `today` (both ISO dates). */
export function lastFirstOfJuly(today: string): string {
  const year = Number(today.slice(0, 4));
  const july = `${year}-07-01`;
  return today >= july ? july : `${year - 1}-07-01`;
}
