import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { INITIAL_VISITOR_COUNT, countVisit, readVisitorCount } from "./counter.server";

describe.each(testDatabases())("visitor counter on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("starts at 110776 before anyone is counted", async () => {
    expect(await readVisitorCount(handle.db, 2001)).toBe(INITIAL_VISITOR_COUNT);
  });

  it("adds exactly one per visit and keeps years apart", async () => {
    expect(await countVisit(handle.db, 2002)).toBe(INITIAL_VISITOR_COUNT + 1);
    expect(await countVisit(handle.db, 2002)).toBe(INITIAL_VISITOR_COUNT + 2);
    expect(await readVisitorCount(handle.db, 2003)).toBe(INITIAL_VISITOR_COUNT);
  });

  it("never loses a visit among 200 concurrent ones", async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => countVisit(handle.db, 2004)));
    expect(await readVisitorCount(handle.db, 2004)).toBe(INITIAL_VISITOR_COUNT + 200);
    // Every visitor saw a distinct count: no two increments read the same value.
    expect(new Set(results).size).toBe(200);
  });
});
