import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { prerenderedFastPath } from "./prerendered-fast-path";
import { assignNonce, securityHeaders } from "./security-headers";

const page = `<!DOCTYPE html><html><head><script nonce="${NONCE_PLACEHOLDER}">1</script></head><body>${"Prerendered ".repeat(200)}<script nonce="${NONCE_PLACEHOLDER}">2</script></body></html>`;

let server: http.Server;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  const headers = securityHeaders({ https: true });
  const compress = compression();
  const app = express();
  app.disable("x-powered-by");
  app.use(assignNonce, headers, compress);
  // The ordinary path, for comparison: the same page sent through Express.
  app.get("/through-express", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache, private");
    res.type("html").send(page.replaceAll(NONCE_PLACEHOLDER, String(res.locals.cspNonce)));
  });
  const fastPath = prerenderedFastPath({
    pages: new Map([["/", page]]),
    securityHeaders: headers,
    before: [(req, _res, next) => (logged.push(`${req.method} ${req.url}`), next())],
    compression: compress,
  });
  server = http.createServer((req, res) => {
    if (!fastPath(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const nonceIn = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
const withoutVolatile = (headers: Headers) =>
  Object.fromEntries(
    [...headers.entries()].filter(([name]) => !["date", "etag", "content-length", "content-security-policy", "keep-alive", "connection"].includes(name)),
  );

describe("prerendered fast path", () => {
  it("sends the same headers as a page sent through Express, with its own nonce in header and page", async () => {
    const fast = await fetch(`${base}/`, { headers: { "Accept-Encoding": "identity" } });
    const slow = await fetch(`${base}/through-express`, { headers: { "Accept-Encoding": "identity" } });
    expect(fast.status).toBe(200);
    expect(withoutVolatile(fast.headers)).toEqual(withoutVolatile(slow.headers));
    expect(fast.headers.get("content-security-policy")?.replace(/'nonce-[^']+'/, "")).toBe(
      slow.headers.get("content-security-policy")?.replace(/'nonce-[^']+'/, ""),
    );
    expect(fast.headers.get("strict-transport-security")).toContain("max-age=63072000");

    const nonce = nonceIn(fast.headers.get("content-security-policy"));
    const html = await fast.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html.match(new RegExp(`nonce="${nonce?.replace(/[+/]/g, "\\$&")}"`, "g"))).toHaveLength(2);
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    expect(Number(fast.headers.get("content-length"))).toBe(Buffer.byteLength(html));
  });

  it("never sends the same nonce twice", async () => {
    const nonces = await Promise.all(Array.from({ length: 20 }, async () => nonceIn((await fetch(`${base}/`)).headers.get("content-security-policy"))));
    expect(new Set(nonces).size).toBe(20);
  });

  it("compresses for clients that accept gzip", async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/`, { headers: { "Accept-Encoding": "gzip" } }, resolve));
    expect(response.headers["content-encoding"]).toBe("gzip");
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString()).toContain("Prerendered Prerendered");
  });

  it("answers HEAD without a body, ignores the query string, and runs the request log", async () => {
    logged.length = 0;
    const head = await fetch(`${base}/?utm_source=test`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(logged).toEqual(["HEAD /?utm_source=test"]);
  });

  it("leaves other paths and methods to Express", async () => {
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: "POST" })).status).toBe(404);
  });
});
