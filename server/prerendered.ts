import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";

/** Reads every prerendered `index.html` under the client build into memory, keyed by its URL path. */
export function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(relative === "" ? "/" : `/${relative}`, fs.readFileSync(full, "utf8"));
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}

/**
 * Answers GET/HEAD for prerendered paths at their exact URL (no trailing-slash redirect),
 * with a fresh CSP nonce written into the page. Everything else goes on to the app.
 */
export function servePrerendered(pages: Map<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const html = pages.get(req.path);
    if (html === undefined) return next();
    const nonce = String(res.locals.cspNonce);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // The nonce changes with every response, so the HTML must never be reused from a cache.
    res.setHeader("Cache-Control", "no-cache, private");
    res.send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
}
