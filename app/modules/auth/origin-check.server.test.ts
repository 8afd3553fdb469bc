import { describe, expect, it } from "vitest";
import { assertSameOrigin, isSameOriginRequest } from "./origin-check.server";

const publicUrl = "https://visa.example.com";

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: "POST", headers });
}

describe("origin check for state-changing requests", () => {
  it("accepts the public origin and the origin the request was made to", () => {
    expect(isSameOriginRequest(post("http://internal:3000/admin", { origin: "https://visa.example.com" }), publicUrl)).toBe(true);
    expect(isSameOriginRequest(post("http://127.0.0.1:3000/admin", { origin: "http://127.0.0.1:3000" }), publicUrl)).toBe(true);
  });

  it("refuses foreign, opaque and malformed origins", () => {
    for (const origin of ["https://evil.example", "https://visa.example.com.evil.example", "null", "not a url", "http://visa.example.com"]) {
      expect(isSameOriginRequest(post("https://visa.example.com/admin", { origin }), publicUrl), origin).toBe(false);
    }
  });

  it("falls back to Referer, then Sec-Fetch-Site, and refuses a request with neither", () => {
    expect(isSameOriginRequest(post("https://visa.example.com/x", { referer: "https://visa.example.com/admin/manage-pages" }), publicUrl)).toBe(true);
    expect(isSameOriginRequest(post("https://visa.example.com/x", { referer: "https://evil.example/page" }), publicUrl)).toBe(false);
    expect(isSameOriginRequest(post("https://visa.example.com/x", { "sec-fetch-site": "same-origin" }), publicUrl)).toBe(true);
    expect(isSameOriginRequest(post("https://visa.example.com/x", { "sec-fetch-site": "cross-site" }), publicUrl)).toBe(false);
    expect(isSameOriginRequest(post("https://visa.example.com/x", {}), publicUrl)).toBe(false);
  });

  it("throws 403 for a foreign POST and lets any GET through", () => {
    let thrown: unknown;
    try {
      assertSameOrigin(post("https://visa.example.com/x", { origin: "https://evil.example" }), publicUrl);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 403 } });
    expect(() => assertSameOrigin(new Request("https://visa.example.com/x", { headers: { origin: "https://evil.example" } }), publicUrl)).not.toThrow();
  });
});
