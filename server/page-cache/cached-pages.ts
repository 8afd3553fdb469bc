import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { ResponseFacts } from "../security-headers";
import { hashedScriptSources } from "../static/inline-script-hashes";
import { compressAll, PRECOMPRESSED, sendRepresentation, type Representations } from "../static/representations";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../app/lib/http/cache-policy";
import { ByteBoundedCache } from "../../app/lib/byte-bounded-cache";
import { pageCacheKey, type KeptPageKey } from "./cache-key";
import { newEntryAllowance } from "./new-entry-allowance";

export interface CachedPagesOptions {
  /** Renders a page for every visitor: React Router's handler with a load context that has no nonce. */
  render: (request: Request) => Promise<Response>;
  /**
   * The content version this process knows to be current (app/modules/pages/content-version.server.ts),
   * or undefined while it cannot be sure of it.
   */
  knownVersion: () => number | undefined;
  /** The known version, else the one read from the database. */
  contentVersion: () => Promise<number>;
  /** Every response's security headers (server/security-headers.ts); worked out once per rendered page. */
  securityHeaders: (facts: ResponseFacts) => Array<[name: string, value: string]>;
  /** The site's public origin, for the URL of the rendered request. */
  origin: string;
  /** Who is asking, as the site's limits count clients; pages kept by query are bounded per client. */
  clientOf: (req: IncomingMessage) => string;
  /**
   * Bound on the bytes kept (all three encodings of every page), for each of the three kinds: pages kept by
   * path (managed pages, the sitemap), by query (the checker's pages) and the many pages of one entry
   * with a parameter (the passport guides), so that no number of checker pages or guides can push out the
   * managed pages.
   */
  maxBytes?: number;
  /** New checker pages one client may add per window; past it, pages are served but not kept. */
  newQueryPagesPerClient?: { perWindow: number; windowMs: number };
}

export interface CachedPages {
  /**
   * Answers a GET or HEAD for a kept page of the current version straight from the HTTP server's handler,
   * before Express; returns false (having done nothing) for anything else.
   */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** In the Express stack: renders and keeps what `answer` could not serve, and serves it. */
  middleware: RequestHandler;
  /**
   * Renders and keeps the pages at `paths` (kept by path) one after another, so their first visitor is
   * served from memory: at start, and again in the background after each change of the content.
   */
  warm: (paths: readonly string[]) => Promise<void>;
}

/** A page as rendered: its status, every header (security headers included) and its bytes. */
interface Rendered {
  version: number;
  status: number;
  headers: string[];
  identity: Buffer;
  /** Present when the page is kept: compressed once. */
  kept?: { body: Representations; bytes: number };
}

/** Headers the cache sets itself, or that must never be shared between visitors. */
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "etag", "vary", "set-cookie", "content-security-policy"]);

/**
 * Pages whose bytes are the same for every visitor until the managed content changes (see `pageCacheKey`):
 * rendered once without a nonce, their inline scripts allowed by hash, compressed once, then served from
 * memory with an ETag. A kept page is tagged with the content version known when its render started (never
 * the version when it ends: a change committed during the render would otherwise be hidden under the new
 * version); it is served only while that is still the version this process knows, which it learns of
 * without asking the database per request (docs/decisions/014, 025). Such a hit is answered before Express
 * (`answer`); a miss, or any request while the version is unknown, goes through Express (`middleware`).
 * Concurrent requests for a page being rendered wait for the one rendering.
 */
export function cachedPages(options: CachedPagesOptions): CachedPages {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const caches = {
    path: new ByteBoundedCache<Rendered & { bytes: number }>(maxBytes),
    query: new ByteBoundedCache<Rendered & { bytes: number }>(maxBytes),
    many: new ByteBoundedCache<Rendered & { bytes: number }>(maxBytes),
  };
  /** Where a page is kept: the pages of one entry with a parameter (the passport guides) apart from the content pages. */
  const shelf = (kept: KeptPageKey): keyof typeof caches => (kept.many ? "many" : kept.by);
  const allowance = newEntryAllowance(options.newQueryPagesPerClient ?? { perWindow: 60, windowMs: 10 * 60_000 });
  const inFlight = new Map<string, Promise<Rendered>>();

  // Rendered from the key, never from the request's own URL: what a kept page shows everyone depends on
  // nothing the key leaves out.
  const render = async (kept: KeptPageKey, version: number, keep: boolean): Promise<Rendered> => {
    const { key, by } = kept;
    const url = new URL(key, options.origin);
    const response = await options.render(new Request(url, { headers: { Accept: "text/html" } }));
    const identity = Buffer.from(await response.arrayBuffer());
    const headers = options.securityHeaders({ path: url.pathname, scriptSources: hashedScriptSources(identity.toString("utf8")) }).flat();
    response.headers.forEach((value, name) => {
      if (!NOT_REPLAYED.has(name)) headers.push(name, value);
    });
    // The same for everyone by the registry's word: shared caches may keep it briefly unless the page says otherwise.
    if (!response.headers.has("cache-control")) headers.push("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    const rendered: Rendered = { version, status: response.status, headers, identity };
    // Only a plain success is the same for everyone; anything else (a 404, a problem) goes out once, as rendered.
    if (keep && response.status === 200 && !response.headers.has("set-cookie")) {
      // A checker page is one of very many: compressed quickly, so a miss stays cheap.
      const body = await compressAll(identity, by === "query" ? "quick" : "runtime");
      rendered.kept = { body, bytes: identity.length + body.gzip.length + body.br.length };
      caches[shelf(kept)].set(key, { ...rendered, bytes: rendered.kept.bytes });
    }
    return rendered;
  };

  /** The kept page of `version`, rendered now (once, however many ask at the same time) when there is none. */
  const current = async (kept: KeptPageKey, version: number, keep: () => boolean): Promise<Rendered> => {
    const entry = caches[shelf(kept)].get(kept.key);
    if (entry && entry.version === version) return entry;
    const flight = `${version} ${kept.key}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = render(kept, version, keep()).finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return pending;
  };

  /** The paths last warmed and the version they were warmed at; a request of a newer version warms them again. */
  let warmed: { paths: readonly string[]; version: number } | undefined;
  let warming: Promise<void> | undefined;
  const warm = (paths: readonly string[]): Promise<void> => {
    warming ??= (async () => {
      try {
        const version = await options.contentVersion();
        warmed = { paths, version };
        for (const path of paths) {
          const kept = pageCacheKey(path);
          if (kept?.by !== "path") continue;
          await current(kept, version, () => true);
          // One page at a time, letting visitors' requests in between.
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      } finally {
        warming = undefined;
      }
    })();
    return warming;
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const version = options.knownVersion();
    if (version === undefined) return false;
    const kept = pageCacheKey(req.url ?? "/");
    const entry = kept && caches[shelf(kept)].get(kept.key);
    if (!entry?.kept || entry.version !== version) return false;
    sendRepresentation(req, res, entry.kept.body, entry.headers, entry.status);
    return true;
  };

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const kept = pageCacheKey(req.url);
    if (!kept) return next();
    let version: number;
    try {
      // Read before rendering: the page is tagged with the version its data is at least as new as.
      version = await options.contentVersion();
    } catch {
      // The database is away: the ordinary path renders the page that says so.
      return next();
    }
    try {
      const result = await current(kept, version, () => kept.by === "path" || allowance.take(options.clientOf(req)));
      if (warmed && warmed.version !== version) warm(warmed.paths).catch(() => undefined);
      if (!result.kept) {
        // Through the compression middleware, like any response rendered per request.
        res.writeHead(result.status, result.headers);
        res.end(req.method === "HEAD" ? undefined : result.identity);
        return;
      }
      res.locals[PRECOMPRESSED] = true;
      sendRepresentation(req, res, result.kept.body, result.headers, result.status);
    } catch (error) {
      next(error);
    }
  };

  return { answer, middleware, warm };
}
