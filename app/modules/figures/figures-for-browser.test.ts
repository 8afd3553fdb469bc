import { describe, expect, it } from "vitest";
import { figuresForBrowser, type FigureForBrowser } from "./figures-for-browser";
import { seedFigures } from "./seed-figures";

/** The seeded figures as a fresh installation stores them, with some changes. */
function stored(change: (record: FigureForBrowser) => FigureForBrowser = (record) => record): FigureForBrowser[] {
  return seedFigures().map((seed) =>
    change({
      key: seed.key,
      value: seed.value,
      source: { name: seed.sourceName, url: seed.sourceUrl, dated: seed.sourceDated },
      checkedOn: seed.checkedOn,
      effectiveFrom: seed.effectiveFrom,
      indexedEachJuly: seed.indexedEachJuly,
      scheduled: null,
    }),
  );
}

describe("what the browser is told about the stored figures", () => {
  it("on a fresh installation: the three Visitor visa charges and the reported processing figures, as needing a check with their last known values", () => {
    const told = figuresForBrowser(stored(), seedFigures(), "2026-11-27", 6);
    expect(Object.keys(told)).toEqual([
      "visitor600ChargeOutside",
      "visitor600ChargeInside",
      "visitor600FrequentTravellerCharge",
      "processingDaysTourist",
      "processingDaysBusiness",
      "processingDaysSponsored",
    ]);
    // Read from a secondary report of October 2025: checked against Home Affairs' own page, not the report.
    expect(told.processingDaysTourist).toEqual({
      check: {
        checkedOn: "2025-10-01",
        effectiveFrom: "2025-10-01",
        charge: false,
        href: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
        text: "23",
      },
    });
    expect(told.visitor600ChargeOutside).toEqual({
      check: { checkedOn: "2025-07-01", effectiveFrom: "2025-07-01", charge: true, href: "https://immi.homeaffairs.gov.au/visas/visa-pricing-estimator", amount: 200 },
    });
  });

  it("nothing once every figure is checked and as seeded: an unchanged installation sends no data block", () => {
    const checked = stored((record) => ({ ...record, checkedOn: "2026-11-27" }));
    expect(figuresForBrowser(checked, seedFigures(), "2026-11-27", 6)).toEqual({});
  });

  it("a changed value or source, and no check once the operator saved the figure", () => {
    const changed = stored((record) =>
      record.key === "visitor600ChargeOutside"
        ? { ...record, value: 260, checkedOn: "2026-11-27", effectiveFrom: "2026-11-27" }
        : record.key === "etaValidityMonths"
          ? { ...record, source: { ...record.source, dated: "page last updated 01/11/2026" } }
          : { ...record, checkedOn: "2026-11-27" },
    );
    const told = figuresForBrowser(changed, seedFigures(), "2026-11-27", 6);
    expect(told).toEqual({
      visitor600ChargeOutside: { value: 260 },
      etaValidityMonths: { source: expect.objectContaining({ dated: "page last updated 01/11/2026" }) },
    });
  });

  it("a figure other than a charge that went unchecked too long, worded as the admin list words it, with its own source", () => {
    const old = stored((record) => ({ ...record, checkedOn: record.key === "visitor600StayMonths" ? "2026-01-01" : "2026-11-27" }));
    expect(figuresForBrowser(old, seedFigures(), "2026-11-27", 6)).toEqual({
      visitor600StayMonths: {
        check: { checkedOn: "2026-01-01", effectiveFrom: "2026-11-23", charge: false, href: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600", text: "3, 6, 12" },
      },
    });
  });
});
