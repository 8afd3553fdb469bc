import { describe, expect, it } from "vitest";
import { gradeFor, parseCsp, scoreResponse, type ObservedResponse } from "./scoring";

const strictHeaders = {
  "content-security-policy":
    "default-src 'self';script-src 'self' 'nonce-abc123abc123abc123abc1';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
  "content-type": "text/html; charset=utf-8",
};

const page = (overrides: Partial<ObservedResponse> = {}): ObservedResponse => ({
  url: "https://visa.example.com/",
  headers: strictHeaders,
  html: '<html><head><script type="module" src="/assets/entry.client-abc.js"></script></head></html>',
  redirection: "redirection-to-https",
  ...overrides,
});

const resultOf = (response: ObservedResponse, test: string) => scoreResponse(response).tests.find((t) => t.test === test);

describe("HTTP Observatory scoring", () => {
  it("grades a strict nonce policy with HSTS, frame-ancestors and CORP as A+ (120)", () => {
    const { score, grade } = scoreResponse(page());
    expect(grade).toBe("A+");
    // +5 referrer policy, +5 frame-ancestors, +10 CORP same-origin; inline styles cost nothing.
    expect(score).toBe(120);
  });

  it("takes 20 points for a missing HSTS header over https and then withholds every bonus", () => {
    const { "strict-transport-security": _omitted, ...withoutHsts } = strictHeaders;
    const result = scoreResponse(page({ headers: withoutHsts }));
    expect(result.score).toBe(80);
    expect(result.grade).toBe("B+");
  });

  it("scores a plain-http site as having no HSTS", () => {
    expect(resultOf(page({ url: "http://visa.example.com/" }), "strict-transport-security")?.result).toBe("hsts-not-implemented-no-https");
  });

  it("fails a site with no security headers at all", () => {
    const result = scoreResponse(page({ headers: { "content-type": "text/html" } }));
    // CSP -25, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20.
    expect(result.score).toBe(30);
    expect(result.grade).toBe("D");
  });

  it("treats 'unsafe-inline' in script-src as unsafe unless a nonce is present", () => {
    const inline = { ...strictHeaders, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'" };
    expect(resultOf(page({ headers: inline }), "content-security-policy")?.result).toBe("csp-implemented-with-unsafe-inline");
    const withNonce = { ...inline, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-xyz'; frame-ancestors 'none'; object-src 'none'" };
    expect(resultOf(page({ headers: withNonce }), "content-security-policy")?.result).toBe("csp-implemented-with-no-unsafe");
  });

  it("gives ten points for default-src 'none' and calls a repeated directive invalid", () => {
    const none = { ...strictHeaders, "content-security-policy": "default-src 'none'; script-src 'self'; frame-ancestors 'none'" };
    expect(resultOf(page({ headers: none }), "content-security-policy")).toMatchObject({ modifier: 10 });
    const duplicate = { ...strictHeaders, "content-security-policy": "script-src 'self'; script-src 'none'" };
    expect(resultOf(page({ headers: duplicate }), "content-security-policy")).toMatchObject({ result: "csp-header-invalid", modifier: -25 });
    expect(() => parseCsp(["img-src 'self'; img-src data:"])).toThrow();
  });

  it("judges session cookies by Secure, HttpOnly and SameSite", () => {
    const good = scoreResponse(page({ headers: { ...strictHeaders, "set-cookie": ["__Host-session=abc; Path=/; Secure; HttpOnly; SameSite=Lax"] } }));
    expect(good.tests.find((t) => t.test === "cookies")).toMatchObject({ modifier: 5 });
    expect(good.score).toBe(125);
    const noHttpOnly = resultOf(page({ headers: { ...strictHeaders, "set-cookie": ["session=abc; Path=/; Secure; SameSite=Lax"] } }), "cookies");
    expect(noHttpOnly).toMatchObject({ result: "cookies-session-without-httponly-flag", modifier: -30 });
    const insecure = resultOf(page({ url: "http://visa.example.com/", headers: { ...strictHeaders, "set-cookie": ["session=abc; HttpOnly"] } }), "cookies");
    expect(insecure).toMatchObject({ result: "cookies-session-without-secure-flag", modifier: -40 });
  });

  it("penalises reflected CORS origins with credentials", () => {
    const reflected = { ...strictHeaders, "access-control-allow-origin": "https://evil.example", "access-control-allow-credentials": "true" };
    expect(resultOf(page({ headers: reflected, requestOrigin: "https://evil.example" }), "cross-origin-resource-sharing")?.modifier).toBe(-50);
  });

  it("asks for integrity on third-party scripts only", () => {
    const external = page({ html: '<script src="https://cdn.other.example/lib.js"></script>' });
    expect(resultOf(external, "subresource-integrity")?.modifier).toBe(-5);
    expect(resultOf(page(), "subresource-integrity")?.result).toBe("sri-not-implemented-but-all-scripts-loaded-from-secure-origin");
    expect(resultOf(page({ headers: { ...strictHeaders, "content-type": "application/json" } }), "subresource-integrity")?.result).toBe(
      "sri-not-implemented-response-not-html",
    );
  });

  it("rounds scores down to a multiple of five for the grade", () => {
    expect(gradeFor(135)).toBe("A+");
    expect(gradeFor(100)).toBe("A+");
    expect(gradeFor(99)).toBe("A");
    expect(gradeFor(89)).toBe("A-");
    expect(gradeFor(24)).toBe("F");
    expect(gradeFor(-10)).toBe("F");
  });
});
