import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { compressAll, contentDigest, PRECOMPRESSED, sendRepresentation, type Representations } from "./representations";

/**
 * The build's text files (scripts, styles, SVG) are compressed once, as hard as brotli and gzip can, and
 * written beside each file as `name.br` and `name.gz`. The server reads the three into memory at start and
 * answers from there. Compressing on every request instead made a first visit's burst of two dozen script
 * requests wait 90-280 ms for the CPU, and the stylesheet, and so the first paint, waited with them.
 */
const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
};

const siblings = { br: ".br", gzip: ".gz" } as const;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && contentTypes[path.extname(entry.name)] !== undefined) yield full;
  }
}

/** Build step: writes `.br` and `.gz` beside every compressible file under `dir`. Returns how many files. */
export async function writeCompressedSiblings(dir: string): Promise<number> {
  const files = [...filesUnder(dir)];
  await Promise.all(
    files.map(async (file) => {
      const body = await compressAll(await fs.promises.readFile(file), "build");
      await fs.promises.writeFile(file + siblings.br, body.br);
      await fs.promises.writeFile(file + siblings.gzip, body.gzip);
    }),
  );
  return files.length;
}

interface StaticFile {
  body: Representations;
  contentType: string;
}

/** Every file under `dir` whose compressed siblings the build wrote, by URL path ("/assets/x.js"). */
export function readPrecompressedFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(dir)) {
    if (!fs.existsSync(file + siblings.br) || !fs.existsSync(file + siblings.gzip)) continue;
    const identity = fs.readFileSync(file);
    const body = { identity, br: fs.readFileSync(file + siblings.br), gzip: fs.readFileSync(file + siblings.gzip), digest: contentDigest(identity) };
    const urlPath = "/" + path.relative(dir, file).split(path.sep).join("/");
    files.set(urlPath, { body, contentType: contentTypes[path.extname(file)] as string });
  }
  return files;
}

/**
 * Answers GET and HEAD for the files read at start, in the encoding the client accepts, with a strong
 * ETag per encoding; anything else goes on to the next handler (images, fonts, a build without siblings).
 */
export function servePrecompressed(files: Map<string, StaticFile>, cacheControlOf: (urlPath: string) => string): RequestHandler {
  return (req, res, next) => {
    const file = req.method === "GET" || req.method === "HEAD" ? files.get(req.path) : undefined;
    if (!file) return next();
    res.locals[PRECOMPRESSED] = true;
    sendRepresentation(req, res, file.body, ["Content-Type", file.contentType, "Cache-Control", cacheControlOf(req.path)]);
  };
}
