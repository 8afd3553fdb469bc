import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db.server";
import { loadSigningSecret } from "./signing-secret.server";
import { testDatabases } from "../../tests/support/test-databases";

describe.each(testDatabases())("signing secret on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("uses SESSION_SECRET when it is configured", async () => {
    expect(await loadSigningSecret(handle.db, "x".repeat(40))).toBe("x".repeat(40));
  });

  it("otherwise generates one secret that every process shares", async () => {
    const [a, b, c] = await Promise.all([loadSigningSecret(handle.db), loadSigningSecret(handle.db), loadSigningSecret(handle.db)]);
    expect(a).toHaveLength(43);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });
});
