import { describe, expect, it } from "vitest";
import { formatPreferredTime, isValidTimeZone, preferredTimeProblem, zonedTimeToInstant } from "./booking-time";

const now = new Date("2031-06-01T12:00:00Z");

describe("preferred consultation time", () => {
  it("must be a date and time", () => {
    expect(preferredTimeProblem("", now)).toBe("Please select a date and time");
    expect(preferredTimeProblem("2031-02-31T10:00", now)).toBe("Please select a date and time");
    expect(preferredTimeProblem("tomorrow", now)).toBe("Please select a date and time");
  });

  it("must be in the future in the visitor's time zone", () => {
    // 21:00 in Sydney on 1 June is 11:00 UTC: already past.
    expect(preferredTimeProblem("2031-06-01T21:00", now, "Australia/Sydney")).toBe("Please choose a date and time in the future.");
    // 23:00 in Sydney is 13:00 UTC: still to come.
    expect(preferredTimeProblem("2031-06-01T23:00", now, "Australia/Sydney")).toBeUndefined();
    expect(preferredTimeProblem("2031-06-01T08:30", now, "America/New_York")).toBeUndefined();
  });

  it("without a time zone accepts a time still to come somewhere, and refuses one past everywhere", () => {
    expect(preferredTimeProblem("2031-06-01T01:00", now)).toBeUndefined();
    expect(preferredTimeProblem("2031-05-31T23:00", now)).toBe("Please choose a date and time in the future.");
    expect(preferredTimeProblem("2031-06-01T21:00", now, "Not/AZone")).toBeUndefined();
  });

  it("must be within the next twelve months", () => {
    expect(preferredTimeProblem("2032-07-01T10:00", now, "UTC")).toBe("Please choose a date within the next 12 months.");
  });

  it("converts wall-clock time across daylight saving", () => {
    expect(new Date(zonedTimeToInstant("2031-01-15T10:00", "Europe/Berlin") as number).toISOString()).toBe("2031-01-15T09:00:00.000Z");
    expect(new Date(zonedTimeToInstant("2031-07-15T10:00", "Europe/Berlin") as number).toISOString()).toBe("2031-07-15T08:00:00.000Z");
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("Mars/Base")).toBe(false);
  });

  it("reads well in e-mails", () => {
    expect(formatPreferredTime("2031-12-01T10:00", "Asia/Kolkata")).toBe("Monday 1 December 2031, 10:00 (Asia/Kolkata)");
    expect(formatPreferredTime("2031-12-01T10:00", null)).toBe("Monday 1 December 2031, 10:00 (visitor's local time)");
  });

  it("reads in the Thank You page's language, as the visitor chose it", () => {
    expect(formatPreferredTime("2031-12-01T10:00", "Asia/Tokyo", { intlLocale: "ja", localTime: "現地時間" })).toBe("2031年12月1日月曜日 10:00 (Asia/Tokyo)");
    expect(formatPreferredTime("2031-12-01T10:00", null, { intlLocale: "ko", localTime: "현지 시간" })).toBe("2031년 12월 1일 월요일 10:00 (현지 시간)");
  });
});
