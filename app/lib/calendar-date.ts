/**
 * Calendar dates on Australia's calendar (Australia/Sydney, daylight saving included): YYYY-MM-DD strings.
 * The site's dates are Australian ones: a figure's change entered ahead takes effect when the day begins
 * there (not at midnight UTC, which falls at 10 or 11 in the morning), and a trip's dates and the day
 * to apply by are days there. Every sum and difference is worked on the calendar value alone, through
 * UTC midnights, so no time zone (the server's or the browser's) can move a day.
 */
export const AUSTRALIAN_TIME_ZONE = "Australia/Sydney";

// Made on first use, not when the module loads: pages that only check a date's form would otherwise pay for
// the browser's time-zone data as they start (98 ms on a CPU slowed four times).
let sydneyDay: Intl.DateTimeFormat | undefined;

/** Today's date in Australia (Sydney) at `now`. */
export function australianToday(now: Date = new Date()): string {
  sydneyDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: AUSTRALIAN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = Object.fromEntries(sydneyDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(iso: string): number {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  return new Date(utcDay(value)).toISOString().slice(0, 10) === value;
}

/** `iso` plus (or minus) whole days. */
export function addDays(iso: string, days: number): string {
  return new Date(utcDay(iso) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

/** `iso` plus whole months; the day is kept where the month has it, else the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}
