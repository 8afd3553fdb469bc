import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, scriptsAfterFirstPaint, scriptsAfterFirstPaintStream } from "./scripts-after-first-paint.server";

const moduleText = `import * as route0 from "/assets/root-a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-b.js");`;
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link nonce="abc" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-b.js" nonce="abc"/>`,
  `<link rel="modulepreload" href="/assets/root-a.js" nonce="abc"/>`,
  `</head><body><h1>Fünf Wörter – 東京</h1>`,
  `<script nonce="abc">window.__reactRouterContext = {};</script>`,
  `<script nonce="abc" type="module" async="">${moduleText}</script>`,
  `<script type="module" src="/@vite/client"></script>`,
  `</body></html>`,
].join("");

async function throughStream(html: string, chunkSize: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterFirstPaintStream())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("a page's scripts start after its first paint", () => {
  const result = scriptsAfterFirstPaint(page);

  it("asks for no module before the page is painted", () => {
    expect(result).not.toContain("modulepreload");
    expect(result).not.toMatch(/<script nonce="abc" type="module"/);
    expect(result).toContain('<link nonce="abc" rel="stylesheet" href="/assets/app.css"');
  });

  it("keeps the module script's text byte for byte, so its nonce or hash still allows it", () => {
    expect(result).toContain(`<script nonce="abc" type="${HELD_MODULE_TYPE}" async="">${moduleText}</script>`);
  });

  it("follows the held script with a starter carrying the same nonce, and leaves other scripts alone", () => {
    const held = result.indexOf(HELD_MODULE_TYPE);
    const starter = result.indexOf('<script nonce="abc">(function(){var me=document.currentScript', held);
    expect(starter).toBeGreaterThan(held);
    expect(result).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    expect(result).toContain('<script type="module" src="/@vite/client"></script>');
  });

  it("gives a page without a nonce (kept for everyone, allowed by hash) a starter without one", () => {
    const kept = scriptsAfterFirstPaint(page.replaceAll(' nonce="abc"', ""));
    expect(kept).toContain(`<script type="${HELD_MODULE_TYPE}" async="">`);
    expect(kept).toContain("</script><script>(function(){var me=document.currentScript");
  });

  it("gives the same bytes however the stream is cut, through tags and characters of several bytes", async () => {
    for (const size of [1, 2, 3, 7, 64, 100_000]) expect(await throughStream(page, size), `chunks of ${size}`).toBe(result);
  });
});
