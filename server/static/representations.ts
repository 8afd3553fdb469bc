import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One response body in the three encodings a client may ask for, each compressed once. */
export interface Representations {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Content digest; each encoding's strong ETag is derived from it. */
  digest: string;
}

/** Tells the compression middleware that the body is already compressed. */
export const PRECOMPRESSED = "precompressed";

export type Encoding = "identity" | "gzip" | "br";

/**
 * How hard each encoding is compressed: build time as hard as it can; at run time a page is compressed
 * once per change, so less; `quick` for pages anyone can ask for in great number (one per checker query),
 * where a miss must stay cheap.
 */
const EFFORT = {
  build: { brotli: 11, gzip: 9 },
  runtime: { brotli: 9, gzip: 9 },
  quick: { brotli: 4, gzip: 6 },
} as const;

export async function compressAll(body: Buffer, effort: keyof typeof EFFORT): Promise<Representations> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: EFFORT[effort].gzip }),
  ]);
  return { identity: body, gzip: gz, br, digest: contentDigest(body) };
}

export function contentDigest(body: Buffer): string {
  return crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

/** A strong ETag per encoding: the bytes differ, so the tags must too. */
export function etagOf(digest: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${digest}"` : `"${digest}-${encoding}"`;
}

/**
 * The smallest encoding the client accepts. Brotli only when named; gzip when named or covered by `*`.
 * `q=0` refuses an encoding, and one refused by name stays refused whatever `*` says (`gzip;q=0, *`
 * gets identity).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const positive = (weight: number | undefined) => weight !== undefined && Number.isFinite(weight) && weight > 0;
  if (positive(weights.get("br"))) return "br";
  if (positive(weights.get("gzip") ?? weights.get("*"))) return "gzip";
  return "identity";
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // Weak comparison, as RFC 9110 asks for If-None-Match.
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends the representation the client asked for, or 304 Not Modified when it already holds it.
 * `headers` is a flat name/value list set on every response (security headers, Content-Type, Cache-Control).
 */
export function sendRepresentation(req: IncomingMessage, res: ServerResponse, body: Representations, headers: string[], status = 200): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const etag = etagOf(body.digest, encoding);
  const common = [...headers, "ETag", etag, "Vary", "Accept-Encoding"];
  if (status === 200 && matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const bytes = body[encoding];
  if (encoding !== "identity") common.push("Content-Encoding", encoding);
  common.push("Content-Length", String(bytes.length));
  res.writeHead(status, common);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
