/** Date-time as a local date-time input gives it: YYYY-MM-DDTHH:mm (seconds optional). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export const PREFERRED_TIME_IN_PAST = "Please choose a date and time in the future.";
export const PREFERRED_TIME_TOO_FAR = "Please choose a date within the next 12 months.";

const YEAR_MS = 366 * 24 * 60 * 60_000;
// The earliest local clock on Earth (UTC-12): a time not yet past there is not yet past anywhere.
const WESTMOST_OFFSET_MS = -12 * 60 * 60_000;

function wallClockAsUtc(value: string): number | undefined {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(ms);
  // Rejects dates such as 31 February that Date.UTC would roll over.
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return undefined;
  return ms;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at an instant. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time in a zone stands for (checked twice around daylight-saving changes). */
export function zonedTimeToInstant(value: string, timeZone: string): number | undefined {
  const wall = wallClockAsUtc(value);
  if (wall === undefined) return undefined;
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  return second;
}

/**
 * Why a preferred consultation time is not acceptable, or undefined when it is. With the visitor's
 * time zone (reported by the browser) the check is exact; without it (no JavaScript) a time counts as
 * future if it is still to come somewhere on Earth, so nobody is refused a valid time.
 */
export function preferredTimeProblem(value: string, now: Date, timeZone?: string): string | undefined {
  const wall = wallClockAsUtc(value);
  if (wall === undefined) return "Please select a date and time";
  const instant = timeZone && isValidTimeZone(timeZone) ? zonedTimeToInstant(value, timeZone) : wall - WESTMOST_OFFSET_MS;
  if (instant === undefined || instant <= now.getTime()) return PREFERRED_TIME_IN_PAST;
  if (instant - now.getTime() > YEAR_MS) return PREFERRED_TIME_TOO_FAR;
  return undefined;
}

/**
 * 'Monday 1 December 2031, 10:00 (Asia/Kolkata)': the time as the visitor chose it, for people to read. In
 * another language (the Thank You page under its prefix) the date and time are that language's, and
 * `localTime` says, in it, that no time zone was reported.
 */
export function formatPreferredTime(value: string, timeZone?: string | null, language?: { intlLocale: string; localTime: string }): string {
  const wall = wallClockAsUtc(value);
  if (wall === undefined) return value;
  if (language) {
    const when = new Intl.DateTimeFormat(language.intlLocale, { timeZone: "UTC", dateStyle: "full", timeStyle: "short", hourCycle: "h23" }).format(wall);
    return `${when} (${timeZone ?? language.localTime})`;
  }
  const date = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(wall);
  const time = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(wall);
  return `${date}, ${time}${timeZone ? ` (${timeZone})` : " (visitor's local time)"}`;
}
