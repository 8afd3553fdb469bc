/**
 * The scoring rules of MDN's HTTP Observatory (github.com/mdn/mdn-http-observatory, src/analyzer and
 * src/grader), applied to one response. The scanner itself downloads lists from the internet when it
 * is installed, so the rules are reproduced here: each test yields one expectation, each expectation
 * a score modifier; bonuses count only when the score without them is already 90 or more.
 *
 * Not reproduced: the HSTS preload-list lookup (needs the internet; we are not on it) and CSP given in
 * `<meta http-equiv>` (the site sends CSP as a header only). The redirection test needs the plain-http
 * front door, which the TLS-terminating proxy owns; its outcome is passed in.
 */

export interface ObservedResponse {
  /** The scanned URL; `https:` enables the HSTS and insecure-scheme rules. */
  url: string;
  /** Response headers; repeated headers (Set-Cookie) as arrays. */
  headers: Record<string, string | string[] | undefined>;
  /** The body when it is HTML (for the Subresource Integrity test). */
  html?: string;
  /** Origin the scanner sent with the request (the CORS test compares it with the answer). */
  requestOrigin?: string;
  /** Outcome of the http -> https redirection, decided by the proxy in front of the app. */
  redirection?: RedirectionResult;
}

export type RedirectionResult =
  | "redirection-to-https"
  | "redirection-all-redirects-preloaded"
  | "redirection-not-needed-no-http"
  | "redirection-off-host-from-http"
  | "redirection-not-to-https-on-initial-redirection"
  | "redirection-not-to-https"
  | "redirection-missing";

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: TestResult[];
}

const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-implemented-but-duplicate-directives": 0,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-preloaded": 5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "cross-origin-resource-policy-not-implemented": 0,
  "cross-origin-resource-policy-implemented-with-same-origin": 10,
  "cross-origin-resource-policy-implemented-with-same-site": 10,
  "cross-origin-resource-policy-implemented-with-cross-origin": 0,
  "cross-origin-resource-policy-header-invalid": -5,
};

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const GRADES: [number, string][] = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"],
  [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];

/** The grade of a score, as the Observatory rounds it (down to a multiple of 5, capped at 100). */
export function gradeFor(score: number): string {
  const rounded = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([minimum]) => rounded >= minimum)?.[1] ?? "F";
}

function headerValues(response: ObservedResponse, name: string): string[] {
  const value = response.headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const firstHeader = (response: ObservedResponse, name: string) => headerValues(response, name)[0];

// ---------- Content-Security-Policy ----------

const DANGEROUSLY_BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/** Parses one or more policies; throws on a repeated directive or a too-short policy, as the Observatory does. */
export function parseCsp(policies: string[]): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  policies.forEach((raw, index) => {
    const policy = raw.replace(/[\r\n]/g, "").trim();
    if (policy.length < "img-src".length - 1) throw new Error(`Invalid policy: ${policy}`);
    const seen = new Set<string>();
    for (const entry of policy.split(";")) {
      const [name, ...sources] = entry.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (seen.has(directive) && directive !== "report-uri" && directive !== "report-to") {
        throw new Error(`Duplicate directive ${directive}`);
      }
      seen.add(directive);
      const values = sources.map((source) => source.toLowerCase());
      if (values.length === 0 && directive.endsWith("-src")) values.push("'none'");
      // With several policies a source must be allowed by each of them; keep the intersection.
      const earlier = csp.get(directive);
      csp.set(directive, index === 0 || !earlier ? new Set(values) : new Set(values.filter((v) => earlier.has(v))));
    }
  });
  for (const [directive, sources] of csp) if (sources.size === 0) csp.set(directive, new Set(["'none'"]));
  return csp;
}

function cspPolicies(response: ObservedResponse): string[] {
  return headerValues(response, "content-security-policy").flatMap((value) => value.split(",").map((s) => s.trim()));
}

function cspTest(response: ObservedResponse): { result: string; csp?: Map<string, Set<string>> } {
  const policies = cspPolicies(response);
  if (policies.length === 0) {
    return {
      result: firstHeader(response, "content-security-policy-report-only")
        ? "csp-not-implemented-but-reporting-enabled"
        : "csp-not-implemented",
    };
  }
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(policies);
  } catch {
    return { result: "csp-header-invalid" };
  }
  const https = new URL(response.url).protocol === "https:";
  const copy = (set: Set<string> | undefined) => (set ? new Set(set) : undefined);
  const objectSrc = copy(csp.get("object-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const scriptSrc = copy(csp.get("script-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const styleSrc = copy(csp.get("style-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const usesNonceOrHash = (set: Set<string>) => [...set].some((s) => NONCES_HASHES.some((prefix) => s.startsWith(prefix)));
  for (const set of [scriptSrc, styleSrc]) if (usesNonceOrHash(set)) set.delete("'unsafe-inline'");

  let result: string | undefined;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (usesNonceOrHash(scriptSrc)) {
      for (const source of [...scriptSrc]) {
        if ([...DANGEROUSLY_BROAD].some((b) => source.startsWith(b)) || source === "'self'" || source === "'unsafe-inline'") {
          scriptSrc.delete(source);
        }
      }
    } else result = "csp-header-invalid";
  }
  const passive = new Set(["img-src", "media-src"]);
  const activeSources = [
    ...[...csp.entries()].filter(([d]) => !passive.has(d) && d !== "script-src").flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passiveSources = [...passive].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? new Set<string>())]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    result ??= "csp-implemented-with-unsafe-inline";
  }
  if (https && activeSources.some(insecure)) result ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= "csp-implemented-with-unsafe-eval";
  if (https && passiveSources.some(insecure)) result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= "csp-implemented-with-no-unsafe-default-src-none";
  result ??= "csp-implemented-with-no-unsafe";
  return { result, csp };
}

const CSP_PASSING = new Set([
  "csp-implemented-with-no-unsafe",
  "csp-implemented-with-no-unsafe-default-src-none",
  "csp-implemented-with-unsafe-inline-in-style-src-only",
  "csp-implemented-with-insecure-scheme-in-passive-content-only",
]);

// ---------- Cookies ----------

interface ParsedCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = "", ...attributes] = header.split(";");
  const cookie: ParsedCookie = { name: pair.split("=")[0]?.trim() ?? "", secure: false, httpOnly: false };
  for (const attribute of attributes) {
    const [key = "", value] = attribute.trim().split("=");
    const name = key.trim().toLowerCase();
    if (name === "secure") cookie.secure = true;
    else if (name === "httponly") cookie.httpOnly = true;
    else if (name === "samesite") cookie.sameSite = (value ?? "").trim();
  }
  return cookie;
}

const COOKIE_BADNESS = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];

function worse(candidate: string, current: string | undefined): string {
  if (current === undefined) return candidate;
  return COOKIE_BADNESS.indexOf(candidate) > COOKIE_BADNESS.indexOf(current) ? candidate : current;
}

function cookiesTest(response: ObservedResponse, hstsPasses: boolean): string {
  const raw = headerValues(response, "set-cookie");
  if (raw.length === 0) return "cookies-not-found";
  let result: string | undefined;
  let missingSameSite = false;
  for (const header of raw) {
    const cookie = parseSetCookie(header);
    const sameSite = cookie.sameSite?.toLowerCase();
    if (sameSite !== undefined && !["lax", "strict", "none"].includes(sameSite)) result = worse("cookies-samesite-flag-invalid", result);
    const session = ["login", "sess"].some((part) => cookie.name.toLowerCase().includes(part));
    const antiCsrf = cookie.name.toLowerCase().includes("csrf");
    if (!cookie.secure && sameSite === "none") result = worse("cookies-samesite-flag-invalid", result);
    if (!cookie.secure) {
      result = worse(hstsPasses ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag", result);
    }
    if (antiCsrf && !sameSite) result = worse("cookies-anticsrf-without-samesite-flag", result);
    if (session && !cookie.secure) {
      result = worse(
        hstsPasses ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag",
        result,
      );
    }
    if (session && !cookie.httpOnly) result = worse("cookies-session-without-httponly-flag", result);
    if (!sameSite) missingSameSite = true;
  }
  return result ?? (missingSameSite ? "cookies-secure-with-httponly-sessions" : "cookies-secure-with-httponly-sessions-and-samesite");
}

// ---------- the other headers ----------

function corsTest(response: ObservedResponse): string {
  const allowOrigin = firstHeader(response, "access-control-allow-origin")?.trim().toLowerCase();
  if (!allowOrigin) return "cross-origin-resource-sharing-not-implemented";
  if (allowOrigin === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  const credentials = firstHeader(response, "access-control-allow-credentials")?.trim().toLowerCase();
  if (response.requestOrigin && response.requestOrigin.toLowerCase() === allowOrigin && credentials === "true") {
    return "cross-origin-resource-sharing-implemented-with-universal-access";
  }
  return "cross-origin-resource-sharing-implemented-with-restricted-access";
}

function referrerPolicyTest(response: ObservedResponse): string {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = headerValues(response, "referrer-policy");
  if (values.length === 0) return "referrer-policy-not-implemented";
  const policy = values
    .join(",")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (policy && good.includes(policy)) return "referrer-policy-private";
  if (policy && bad.includes(policy)) return "referrer-policy-unsafe";
  return "referrer-policy-header-invalid";
}

const SIX_MONTHS = 15_552_000;

function hstsTest(response: ObservedResponse): string {
  if (new URL(response.url).protocol !== "https:") return "hsts-not-implemented-no-https";
  const header = firstHeader(response, "strict-transport-security");
  if (!header) return "hsts-not-implemented";
  if (header.includes(",")) return "hsts-header-invalid";
  const maxAge = header
    .split(";")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith("max-age="));
  if (!maxAge) return "hsts-header-invalid";
  const seconds = Number.parseInt(maxAge.slice(8, 128), 10);
  if (Number.isNaN(seconds)) return "hsts-header-invalid";
  return seconds < SIX_MONTHS ? "hsts-implemented-max-age-less-than-six-months" : "hsts-implemented-max-age-at-least-six-months";
}

function sriTest(response: ObservedResponse): string {
  const type = (firstHeader(response, "content-type") ?? "").split(";")[0]?.trim();
  if (type && type !== "text/html" && type !== "application/xhtml+xml") return "sri-not-implemented-response-not-html";
  const scripts = [...(response.html ?? "").matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  const https = new URL(response.url).protocol === "https:";
  const site = new URL(response.url).hostname.split(".").slice(-2).join(".");
  const order = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-not-implemented-response-not-html",
  ];
  const pick = (candidate: string, current: string | undefined) =>
    current === undefined || order.indexOf(candidate) > order.indexOf(current) ? candidate : current;
  let result: string | undefined;
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attributes);
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || new URL(src).hostname.split(".").slice(-2).join(".") === site;
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = absolute ? new URL(src).protocol === "https:" : relative && https;
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) result = pick("sri-implemented-but-external-scripts-not-loaded-securely", result);
      else if (!integrity && secureScheme) result = pick("sri-not-implemented-but-external-scripts-loaded-securely", result);
      else if (!integrity) result = pick("sri-not-implemented-and-external-scripts-not-loaded-securely", result);
    } else if (integrity && secureScheme && result === undefined) {
      result = "sri-implemented-and-all-scripts-loaded-securely";
    }
  }
  return (
    result ??
    (foreign ? "sri-implemented-and-external-scripts-loaded-securely" : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin")
  );
}

function xContentTypeOptionsTest(response: ObservedResponse): string {
  const header = firstHeader(response, "x-content-type-options");
  if (!header) return "x-content-type-options-not-implemented";
  return header.trim().toLowerCase() === "nosniff" ? "x-content-type-options-nosniff" : "x-content-type-options-header-invalid";
}

function xFrameOptionsTest(response: ObservedResponse, csp: Map<string, Set<string>> | undefined): string {
  if (csp?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  const header = firstHeader(response, "x-frame-options")?.trim().toLowerCase();
  if (!header) return "x-frame-options-not-implemented";
  if (header === "deny" || header === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  if (header.startsWith("allow-from")) return "x-frame-options-allow-from-origin";
  return "x-frame-options-header-invalid";
}

function corpTest(response: ObservedResponse): string {
  const header = firstHeader(response, "cross-origin-resource-policy")?.slice(0, 256).trim().toLowerCase();
  if (!header) return "cross-origin-resource-policy-not-implemented";
  if (header === "same-site") return "cross-origin-resource-policy-implemented-with-same-site";
  if (header === "same-origin") return "cross-origin-resource-policy-implemented-with-same-origin";
  if (header === "cross-origin") return "cross-origin-resource-policy-implemented-with-cross-origin";
  return "cross-origin-resource-policy-header-invalid";
}

/** Runs the ten Observatory tests on one response and grades it. */
export function scoreResponse(response: ObservedResponse): ObservatoryScore {
  const csp = cspTest(response);
  const hsts = hstsTest(response);
  const hstsPasses = hsts === "hsts-implemented-max-age-at-least-six-months" || hsts === "hsts-preloaded";
  const cookies = cookiesTest(response, hstsPasses);
  const referrer = referrerPolicyTest(response);
  const sri = sriTest(response);
  const xcto = xContentTypeOptionsTest(response);
  const xfo = xFrameOptionsTest(response, csp.csp);
  const corp = corpTest(response);
  const cors = corsTest(response);
  const redirection = response.redirection ?? "redirection-missing";

  const results: [string, string, boolean][] = [
    ["content-security-policy", csp.result, CSP_PASSING.has(csp.result)],
    ["cookies", cookies, ["cookies-not-found", "cookies-secure-with-httponly-sessions-and-samesite", "cookies-secure-with-httponly-sessions"].includes(cookies)],
    ["cross-origin-resource-sharing", cors, !cors.endsWith("universal-access")],
    ["redirection", redirection, (MODIFIERS[redirection] ?? 0) >= 0],
    ["referrer-policy", referrer, referrer === "referrer-policy-private" || referrer === "referrer-policy-not-implemented"],
    ["strict-transport-security", hsts, hstsPasses],
    ["subresource-integrity", sri, (MODIFIERS[sri] ?? 0) >= 0],
    ["x-content-type-options", xcto, xcto === "x-content-type-options-nosniff"],
    ["x-frame-options", xfo, !xfo.endsWith("not-implemented") && !xfo.endsWith("header-invalid")],
    ["cross-origin-resource-policy", corp, corp !== "cross-origin-resource-policy-header-invalid"],
  ];
  const tests = results.map(([test, result, pass]) => ({ test, result, modifier: MODIFIERS[result] ?? 0, pass }));

  const withExtraCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  return { score, grade: gradeFor(score), tests };
}
