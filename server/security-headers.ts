import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import { PERMISSIONS_POLICY } from "./permissions-policy";

/**
 * A fresh nonce for each response, used by every inline script the page carries. Pages shared by every
 * visitor set `res.locals.cspScriptSources` (their scripts' hashes) instead.
 */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

/**
 * The open eligibility API and its description may be read by any site (docs/decisions/012): their
 * resources are not limited to this origin. Everything else is.
 */
export const CROSS_ORIGIN_PATHS: ReadonlySet<string> = new Set(["/api/eligibility", "/api/openapi.json"]);

export interface SecurityHeaderOptions {
  /** The site is served over HTTPS: browsers are told to keep to it. */
  https: boolean;
  /** The development server injects each module's CSS as a `<style>` element. */
  development?: boolean;
}

/** What a response's headers depend on besides the site's options. */
export interface ResponseFacts {
  /** The request's path, without its query. */
  path: string;
  /** Where inline scripts may come from: the response's nonce, or a shared page's hashes. */
  scriptSources: string;
}

/**
 * Style elements only from this origin's stylesheet files (decision record 040): no inline `<style>`, so
 * injected markup cannot restyle the page. React's `style` attributes (positions, sizes) stay allowed by
 * `style-src-attr`. The development server injects each module's CSS as a `<style>` element, so there
 * inline styles are allowed.
 */
export function styleSources(development: boolean): { styleSrc: string[]; styleSrcAttr: string[] } {
  return { styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"], styleSrcAttr: ["'unsafe-inline'"] };
}

function contentSecurityPolicy(options: SecurityHeaderOptions, scriptSources: string): string {
  const styles = styleSources(options.development ?? false);
  const directives: Array<[name: string, sources: readonly string[]]> = [
    // Nothing by default: each kind of resource the site loads is named below (decision record 040).
    ["default-src", ["'none'"]],
    // 'self' is for browsers too old to know 'strict-dynamic'; newer ones ignore it when hashes are given.
    ["script-src", ["'self'", scriptSources]],
    ["style-src", styles.styleSrc],
    ["style-src-attr", styles.styleSrcAttr],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["frame-src", ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"]],
    ["form-action", ["'self'", "https://checkout.stripe.com"]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ...(options.https ? [["upgrade-insecure-requests", []] as [string, string[]]] : []),
  ];
  return directives.map(([name, sources]) => (sources.length ? `${name} ${sources.join(" ")}` : name)).join(";");
}

/**
 * Every security header of a response, as name/value pairs in a fixed order. One plain function serves
 * each way a response leaves the server: the middleware in front of the app, and the page cache, which
 * works a kept page's headers out once and replays them.
 */
export function securityHeaderList(options: SecurityHeaderOptions, facts: ResponseFacts): Array<[name: string, value: string]> {
  return [
    // Browser features the site never uses, switched off for it and for anything it embeds.
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Content-Security-Policy", contentSecurityPolicy(options, facts.scriptSources)],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", CROSS_ORIGIN_PATHS.has(facts.path) ? "cross-origin" : "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.https ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // The old filter could be abused to blank parts of a page; the CSP does its job.
    ["X-XSS-Protection", "0"],
  ];
}

/** A shared page's script hashes when the page cache set them, otherwise the response's own nonce. */
export function scriptSourcesOf(locals: Response["locals"]): string {
  const shared: unknown = locals.cspScriptSources;
  return typeof shared === "string" ? shared : `'nonce-${String(locals.cspNonce)}'`;
}

/**
 * Strict headers for every response. Scripts run only from this origin or with the response's nonce
 * (or, on shared pages, their hashes); styles only from this origin's files, with inline attributes.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    for (const [name, value] of securityHeaderList(options, { path, scriptSources: scriptSourcesOf(res.locals) })) res.setHeader(name, value);
    next();
  };
}
