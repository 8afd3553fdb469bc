import { describe, expect, it } from "vitest";
import { addMonths, isCalendarDate, australianToday } from "~/lib/calendar-date";
import { lastFirstOfJuly } from "./calendar";

describe("Sydney's calendar", () => {
  it("switches the day at midnight in Sydney, not at midnight UTC (standard time, UTC+10)", () => {
    // 30 June 2027, 13:59:59 UTC is 23:59:59 in Sydney; a second later it is 1 July there.
    expect(australianToday(new Date("2027-06-30T13:59:59Z"))).toBe("2027-06-30");
    expect(australianToday(new Date("2027-06-30T14:00:00Z"))).toBe("2027-07-01");
  });

  it("follows daylight saving (UTC+11 in summer)", () => {
    expect(australianToday(new Date("2026-12-31T12:59:59Z"))).toBe("2026-12-31");
    expect(australianToday(new Date("2026-12-31T13:00:00Z"))).toBe("2027-01-01");
  });

  it("checks dates, adds months without running past a month's end, and finds the last 1 July", () => {
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-7-1")).toBe(false);
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2026-11-23", 6)).toBe("2027-05-23");
    expect(lastFirstOfJuly("2026-06-30")).toBe("2025-07-01");
    expect(lastFirstOfJuly("2026-07-01")).toBe("2026-07-01");
  });
});
