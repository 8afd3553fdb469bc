import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchJson } from "./fetch-json";

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("fetchJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the JSON of a successful answer", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(200, { count: 12 })));
    await expect(fetchJson<{ count: number }>("/api/visitors")).resolves.toEqual({ count: 12 });
  });

  it("gives nothing for a refusal, and reads its body to the end so the request ends", async () => {
    const refusal = answer(429, { error: { title: "Too Many Requests" } });
    vi.stubGlobal("fetch", vi.fn(async () => refusal));
    await expect(fetchJson("/api/visitors", { method: "POST" })).resolves.toBeUndefined();
    expect(refusal.bodyUsed).toBe(true);
  });
});
