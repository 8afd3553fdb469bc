import { describe, expect, it } from "vitest";
import { newEntryAllowance } from "./new-entry-allowance";

describe("the allowance of new kept pages per client", () => {
  it("lets a client add its allowance in a window, then none until the next window, and others are not affected", () => {
    let time = 0;
    const allowance = newEntryAllowance({ perWindow: 3, windowMs: 1000, now: () => time });
    expect([1, 2, 3, 4].map(() => allowance.take("a"))).toEqual([true, true, true, false]);
    expect(allowance.take("b")).toBe(true);
    time = 1000;
    expect(allowance.take("a")).toBe(true);
  });

  it("forgets the oldest clients past its bound instead of growing", () => {
    const allowance = newEntryAllowance({ perWindow: 1, windowMs: 60_000, maxClients: 2, now: () => 0 });
    expect(allowance.take("a")).toBe(true);
    allowance.take("b");
    allowance.take("c");
    expect(allowance.take("a")).toBe(true);
  });
});
