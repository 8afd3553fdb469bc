import { describe, expect, it } from "vitest";
import { formatAud, formatAudRange, formatIsoDate, formatList, formatMonths, formatRange } from "./format";
import { groupDigits } from "./group-digits";

describe("content formatting", () => {
  it("writes ISO dates the Australian way", () => {
    expect(formatIsoDate("2026-11-22")).toBe("22 November 2026");
    expect(formatIsoDate("2025-01-05")).toBe("5 January 2025");
    expect(() => formatIsoDate("22/11/2026")).toThrow();
  });

  it("joins lists with commas and a final conjunction", () => {
    expect(formatList([3, 6, 12])).toBe("3, 6 or 12");
    expect(formatList(["passport", "bank statements"], "and")).toBe("passport and bank statements");
    expect(formatList(["one"])).toBe("one");
  });

  it("pluralises months and prints ranges", () => {
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(12)).toBe("12 months");
    expect(formatRange({ min: 14, max: 30 })).toBe("14-30");
    expect(formatAudRange({ min: 5000, max: 15000 })).toBe("AUD 5,000-15,000");
  });

  it("groups digits as English does, as Intl would for en-AU", () => {
    for (const value of [0, 7, 999, 1000, 12345, 200000, 1234567, 10000000, -4500, 1234.5]) {
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString("en-AU"));
    }
    expect(formatAud(195)).toBe("AUD 195");
    expect(formatAud(20000)).toBe("AUD 20,000");
  });
});
