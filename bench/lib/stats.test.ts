import { describe, expect, it } from "vitest";
import { median } from "./stats";

describe("median", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});
