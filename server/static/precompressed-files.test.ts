import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../security-headers";
import { compressResponses } from "./compress-responses";
import { readPrecompressedFiles, servePrecompressed, writeCompressedSiblings } from "./precompressed-files";

const script = `export const words = ${JSON.stringify("a sentence the site might ship ".repeat(400))};\n`;
let dir: string;
let server: http.Server;
let base: string;

/** A client build as `npm run build` leaves it, served as production serves it. */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "entry-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "assets", "font-abc123.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  fs.writeFileSync(path.join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"><title>${"icon ".repeat(100)}</title></svg>`);
  await writeCompressedSiblings(dir);
  const app = express();
  app.use(securityHeaders({ https: false, development: false }));
  app.use(compressResponses());
  app.use(servePrecompressed(readPrecompressedFiles(dir), (urlPath) => (urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600")));
  app.use(express.static(dir));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${base}${pathname}`, { headers });

describe("the build's text files, compressed once", () => {
  it("writes brotli and gzip beside each script, style and SVG, and leaves fonts alone", () => {
    const names = fs.readdirSync(path.join(dir, "assets")).sort();
    expect(names).toEqual(["entry-abc123.js", "entry-abc123.js.br", "entry-abc123.js.gz", "font-abc123.woff2"]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "favicon.svg.br"))).toString()).toContain("<svg");
  });

  it("sends brotli, gzip or the plain file as the browser asks, with the file's type and a year's caching", async () => {
    // Node's fetch decodes bodies itself; a plain request shows the bytes on the wire.
    const raw = async (acceptEncoding: string | undefined) => {
      return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.get(`${base}/assets/entry-abc123.js`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        });
        request.on("error", reject);
      });
    };
    const br = await raw("gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    // The security headers every response carries.
    expect(br.headers["x-content-type-options"]).toBe("nosniff");

    const gzip = await raw("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await raw(undefined);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("answers 304 to a browser that holds the same encoding", async () => {
    const first = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br" });
    const again = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br", "If-None-Match": first.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
  });

  it("gives other files to the next handler, and other cache rules outside /assets", async () => {
    const font = await get("/assets/font-abc123.woff2", { "Accept-Encoding": "br" });
    expect(font.status).toBe(200);
    expect(font.headers.get("content-encoding")).toBeNull();
    expect((await get("/favicon.svg", { "Accept-Encoding": "br" })).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await get("/assets/missing.js")).status).toBe(404);
    const posted = await fetch(`${base}/assets/entry-abc123.js`, { method: "POST" });
    expect(posted.headers.get("content-encoding")).toBeNull();
  });
});
