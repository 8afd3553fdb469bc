import { describe, expect, it } from "vitest";
import { ByteBoundedCache } from "./byte-bounded-cache";

const entry = (bytes: number) => ({ bytes });

describe("a cache bounded by bytes", () => {
  it("forgets the least recently used entries once the bound is passed", () => {
    const cache = new ByteBoundedCache<{ bytes: number }>(100);
    cache.set("a", entry(40));
    cache.set("b", entry(40));
    cache.get("a"); // a is now the more recent
    cache.set("c", entry(40));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it("counts a replaced entry once and keeps nothing larger than the bound", () => {
    const cache = new ByteBoundedCache<{ bytes: number }>(100);
    cache.set("a", entry(30));
    cache.set("a", entry(50));
    expect(cache.bytes).toBe(50);
    cache.set("huge", entry(101));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
