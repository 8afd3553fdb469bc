import type { RequestHandler } from "express";
import { problems } from "../app/lib/http/problem";
import { sendProblem } from "./problem-response";

/** Every page and API on the site answers these; forms post, nothing puts, patches or deletes. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const allowed: ReadonlySet<string> = new Set(ALLOWED_METHODS);

/**
 * Other methods (TRACE, OPTIONS, PUT, DELETE, made-up ones) get 405 with `Allow` here, before anything
 * tries to turn them into a fetch Request (which refuses TRACE and CONNECT with an exception).
 */
export const refuseUnsupportedMethods: RequestHandler = (req, res, next) => {
  if (allowed.has(req.method)) return next();
  res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  sendProblem(req, res, problems.methodNotAllowed(req.method));
};

/**
 * No path of the site has a backslash, raw or encoded. Browsers read `\` in a URL as `/`, so a path echoed
 * into a Location header (`/\evil.example`) would send the visitor to another host: such a request is
 * answered 400 before any handler can echo it.
 */
export const refuseBackslashPaths: RequestHandler = (req, res, next) => {
  const queryAt = req.originalUrl.indexOf("?");
  const pathname = queryAt < 0 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  if (!/\\|%5c/i.test(pathname)) return next();
  sendProblem(req, res, problems.badRequest("A path of this site never holds a backslash."));
};

/**
 * The build's prerendered files are served only at their clean paths: `/about/index.html` would show the
 * page with its nonce placeholder unreplaced and without the per-response headers. `…/index.html` is sent
 * to the clean path; any other `.html` file is left to the app (which answers 404).
 */
export const cleanHtmlPaths: RequestHandler = (req, res, next) => {
  if (!req.path.endsWith(".html")) return next();
  if (!req.path.endsWith("/index.html") || (req.method !== "GET" && req.method !== "HEAD")) return next();
  // Never more than one leading slash: "//host/index.html" must not become a link to another host.
  const clean = `/${req.path.slice(0, -"index.html".length).replace(/^\/+/, "").replace(/\/+$/, "")}`;
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(301, clean + query);
};

/** Wraps the static file handler so it never serves an .html file of the build. */
export function withoutHtmlFiles(serveStatic: RequestHandler): RequestHandler {
  return (req, res, next) => (req.path.endsWith(".html") ? next() : serveStatic(req, res, next));
}
