import { describe, expect, it } from "vitest";
import { securityHeaderList } from "./security-headers";

function headersFor(https: boolean, path: string, scriptSources = "'nonce-abc'"): Map<string, string> {
  return new Map(securityHeaderList({ https }, { path, scriptSources }));
}

describe("security headers", () => {
  it("tell browsers to keep to HTTPS only when the site is served over it", () => {
    expect(headersFor(true, "/").get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headersFor(true, "/").get("Content-Security-Policy")).toMatch(/;upgrade-insecure-requests$/);
    expect(headersFor(false, "/").has("Strict-Transport-Security")).toBe(false);
    expect(headersFor(false, "/").get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
  });

  it("let other sites read the open eligibility API and its description, and nothing else", () => {
    expect(headersFor(false, "/api/eligibility").get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(headersFor(false, "/api/openapi.json").get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(headersFor(false, "/api/agents").get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(headersFor(false, "/").get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  it("allow inline scripts only by the response's nonce or a kept page's hashes, and no inline style elements", () => {
    const csp = headersFor(false, "/", "'sha256-AAA' 'sha256-BBB'").get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self' 'sha256-AAA' 'sha256-BBB';");
    expect(csp).toContain("default-src 'none';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    const development = new Map(securityHeaderList({ https: false, development: true }, { path: "/", scriptSources: "'nonce-x'" }));
    expect(development.get("Content-Security-Policy")).toContain("style-src 'self' 'unsafe-inline';");
  });

  it("refuse framing and sniffing and switch off unused browser features on every response", () => {
    const headers = headersFor(false, "/faq");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
