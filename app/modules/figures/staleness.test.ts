import { describe, expect, it } from "vitest";
import { checkReason, figureState } from "./staleness";

describe("when a figure needs checking", () => {
  const charge = { checkedOn: "2026-06-15", indexedEachJuly: true };
  const stay = { checkedOn: "2026-06-15", indexedEachJuly: false };

  it("a visa charge once a 1 July passes after its last check", () => {
    expect(checkReason(charge, "2026-06-30")).toBeNull();
    expect(checkReason(charge, "2026-07-01")).toBe("indexed");
    expect(checkReason({ ...charge, checkedOn: "2026-07-01" }, "2026-07-01")).toBeNull();
  });

  it("the seeded Visitor visa charge, last confirmed as set on 1 July 2025, needs checking today", () => {
    expect(checkReason({ checkedOn: "2025-07-01", indexedEachJuly: true }, "2026-11-27")).toBe("indexed");
  });

  it("any figure after the set age (6 months by default, or as configured)", () => {
    expect(checkReason(stay, "2026-12-14")).toBeNull();
    expect(checkReason(stay, "2026-12-15")).toBe("age");
    expect(checkReason(stay, "2026-09-15", 3)).toBe("age");
    expect(checkReason(stay, "2026-09-14", 3)).toBeNull();
  });

  it("shows a figure to check before one scheduled, and a scheduled one before a current one", () => {
    expect(figureState("indexed", true)).toBe("needs-checking");
    expect(figureState(null, true)).toBe("scheduled");
    expect(figureState(null, false)).toBe("current");
  });
});
