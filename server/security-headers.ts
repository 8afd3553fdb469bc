import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

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

function scriptSourcesOf(res: Response): string {
  const shared: unknown = res.locals.cspScriptSources;
  return typeof shared === "string" ? shared : `'nonce-${String(res.locals.cspNonce)}'`;
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

function helmetWith(options: { https: boolean; development: boolean; resourcePolicy: "same-origin" | "cross-origin" }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // Nothing by default: each kind of resource the site loads is named below (decision record 040).
        defaultSrc: ["'none'"],
        // 'self' is for browsers too old to know 'strict-dynamic'; newer ones ignore it when hashes are given.
        scriptSrc: ["'self'", (_req, res) => scriptSourcesOf(res as unknown as Response)],
        ...styleSources(options.development),
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
        formAction: ["'self'", "https://checkout.stripe.com"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: options.resourcePolicy },
    xFrameOptions: { action: "deny" },
  });
}

/**
 * Strict headers for every response. Scripts run only from this origin or with the response's nonce
 * (or, on shared pages, their hashes); styles only from this origin's files, with inline attributes.
 */
export function securityHeaders(options: { https: boolean; development?: boolean }): RequestHandler {
  const development = options.development ?? false;
  const sameOrigin = helmetWith({ ...options, development, resourcePolicy: "same-origin" });
  const crossOrigin = helmetWith({ ...options, development, resourcePolicy: "cross-origin" });
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    return (CROSS_ORIGIN_PATHS.has(path) ? crossOrigin : sameOrigin)(req, res, next);
  };
}
