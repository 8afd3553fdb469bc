import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { hitRateLimit, hitRateLimits, pruneRateLimits, slidingCount, waitUntilAllowed } from "./rate-limit.server";

describe.each(testDatabases())("shared rate limits on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  const rule = { key: "contact:address:203.0.113.9", limit: 3, windowMs: 60_000 };

  it("allows the limit, refuses the next hit, and lets the count slide away instead of resetting on the clock", async () => {
    const at = new Date("2030-01-01T10:00:05Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(handle.db, rule, at));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    // Four hits (the refused one counts) fade to half by 10:01:30, leaving room for one more.
    expect(results[3]?.retryAfterSeconds).toBe(85);
    expect((await hitRateLimit(handle.db, rule, new Date("2030-01-01T10:01:00Z"))).allowed).toBe(false);
    expect((await hitRateLimit(handle.db, rule, new Date("2030-01-01T10:02:55Z"))).allowed).toBe(true);
  });

  it("estimates a sliding window from the previous window's count and says when the next hit fits", () => {
    expect(slidingCount(10, 2, 0.25)).toBe(9.5);
    // 6 before, 1 now, limit 5: room for 3 more once 6 has faded to 3, halfway through the window.
    expect(waitUntilAllowed(6, 1, 5, 60_000, 10_000)).toBe(20_000);
    expect(waitUntilAllowed(0, 9, 5, 60_000, 0)).toBe(60_000 + 60_000 * (1 - 4 / 9));
  });

  it("counts concurrent hits exactly, as from several processes", async () => {
    const burst = { key: "burst", limit: 10, windowMs: 60_000 };
    const at = new Date("2030-01-01T11:00:00Z");
    const results = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(handle.db, burst, at)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("keeps keys apart, stores them hashed and prunes old windows", async () => {
    const at = new Date("2030-01-02T10:00:00Z");
    const result = await hitRateLimits(handle.db, [{ ...rule, key: "a@example.com" }, { ...rule, key: "b@example.com", limit: 0 }], at);
    expect(result.allowed).toBe(false);
    const keys = (await handle.db.selectFrom("mail_rate_limits").select("key").execute()).map((row) => row.key);
    expect(keys.some((key) => key.includes("@"))).toBe(false);
    await pruneRateLimits(handle.db, new Date("2030-01-03T12:00:00Z"));
    expect(await handle.db.selectFrom("mail_rate_limits").select("key").execute()).toEqual([]);
  });
});
