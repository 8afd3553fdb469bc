import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../app/lib/http/cache-policy";
import { recordHeaders } from "./recorded-headers";
import { contentDigest, sendRepresentation, type Representations } from "./representations";

/** Where the build writes the prerendered pages, precompressed, with their manifest (scripts/build-static.ts). */
export const STATIC_PAGES_DIR = "prerendered";
export const MANIFEST_FILE = "manifest.json";

/** One prerendered page as the build describes it. */
export interface StaticPageEntry {
  /** URL path, e.g. `/faq`. */
  path: string;
  /** The page's directory below the static pages directory ('' for the home page). */
  dir: string;
  /** CSP script sources allowing exactly its inline scripts. */
  scriptSources: string;
}

export interface StaticPage {
  body: Representations;
  scriptSources: string;
}

/** Reads every prerendered page and its gzip and brotli files into memory, keyed by URL path. */
export function loadStaticPages(staticDir: string): Map<string, StaticPage> {
  const pages = new Map<string, StaticPage>();
  const manifestPath = path.join(staticDir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) return pages;
  const entries = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as StaticPageEntry[];
  for (const entry of entries) {
    const file = path.join(staticDir, entry.dir, "index.html");
    const identity = fs.readFileSync(file);
    pages.set(entry.path, {
      scriptSources: entry.scriptSources,
      body: { identity, gzip: fs.readFileSync(`${file}.gz`), br: fs.readFileSync(`${file}.br`), digest: contentDigest(identity) },
    });
  }
  return pages;
}

export interface StaticPageServerOptions {
  pages: Map<string, StaticPage>;
  /** The middleware that sets every response's security headers; run once per page at start-up. */
  securityHeaders: RequestHandler;
}

/**
 * Answers GET and HEAD for prerendered pages before Express sees the request: the bytes and every header
 * are fixed at start-up, so a response is a lookup and a write (docs/decisions/013). Returns false for
 * every other request.
 */
export function staticPageServer(options: StaticPageServerOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const pages = new Map(
    [...options.pages].map(([urlPath, page]) => {
      const headers = [
        ...recordHeaders(options.securityHeaders, urlPath, { cspScriptSources: page.scriptSources }),
        "Content-Type",
        "text/html; charset=utf-8",
        "Cache-Control",
        PUBLIC_PAGE_CACHE_CONTROL,
      ];
      return [urlPath, { body: page.body, headers }] as const;
    }),
  );
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const page = pages.get(query === -1 ? url : url.slice(0, query));
    if (!page) return false;
    sendRepresentation(req, res, page.body, page.headers);
    return true;
  };
}
