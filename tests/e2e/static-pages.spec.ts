import crypto from "node:crypto";
import { contentPagePaths } from "../../app/shared-page-paths";
import { expect, test } from "./fixtures";
import { pageHydrates } from "../support/hydrated";

const scriptSourcesOf = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];

test.describe("content pages kept by the server", () => {
  test("every content page allows exactly its own inline scripts by hash, and runs with no CSP violation", async ({ page }) => {
    // Every page in every language, each also checked by axe: many minutes on a busy machine.
    test.setTimeout(contentPagePaths.length * 15_000);
    for (const path of contentPagePaths) {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const response = await page.goto(path);
      const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      const sources = scriptSourcesOf(csp);
      expect(sources, path).toContain("'strict-dynamic'");
      expect(sources.join(" "), path).not.toMatch(/nonce|unsafe/);

      // The page as sent, read by the browser's own HTML parser and hashed here: a stale hash in the header fails this.
      const html = (await response?.text()) ?? "";
      const inline = await page.evaluate((source) => {
        const parsed = new DOMParser().parseFromString(source, "text/html");
        return [...parsed.querySelectorAll("script:not([src])")].map((script) => script.textContent ?? "");
      }, html);
      expect(inline.length, path).toBeGreaterThan(0);
      const expected = inline.map((text) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
      expect(new Set(sources.filter((source) => source.startsWith("'sha256-"))), path).toEqual(new Set(expected));
      if (pageHydrates(path)) {
        // Hydrated: the bundles the inline module imports were allowed by 'strict-dynamic'.
        await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window), { message: path }).toBe(true);
      } else {
        // Sent without React: its own inline scripts ran (the FAQ's first topic is marked by them, too).
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => document.querySelectorAll("script[src]").length), path).toBe(0);
      }
      expect(violations, path).toEqual([]);
    }
  });

  test("are the same bytes for every visitor, with a strong ETag and 304 Not Modified", async ({ request }) => {
    const first = await request.get("/faq", { headers: { "Accept-Encoding": "identity" } });
    const second = await request.get("/faq", { headers: { "Accept-Encoding": "identity" } });
    expect(await first.body()).toEqual(await second.body());
    expect(first.headers()["content-security-policy"]).toBe(second.headers()["content-security-policy"]);
    const etag = first.headers()["etag"] ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers()["etag"]).toBe(etag);

    const revalidated = await request.get("/faq", { headers: { "Accept-Encoding": "identity", "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["etag"]).toBe(etag);
    expect(await revalidated.body()).toHaveLength(0);
    const changed = await request.get("/faq", { headers: { "Accept-Encoding": "identity", "If-None-Match": '"something-else"' } });
    expect(changed.status()).toBe(200);
  });

  test("are sent brotli or gzip compressed as the client accepts, each encoding with its own ETag", async ({ request }) => {
    const br = await request.get("/", { headers: { "Accept-Encoding": "gzip, br" } });
    const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    for (const response of [br, gzip, plain]) expect(response.headers()["vary"]).toBe("Accept-Encoding");
    expect(new Set([br, gzip, plain].map((response) => response.headers()["etag"])).size).toBe(3);
    // The client decodes both to the very same page.
    expect(await br.text()).toBe(await plain.text());
    expect(await gzip.text()).toBe(await plain.text());
  });

  test("may be kept by a CDN while browsers revalidate", async ({ request }) => {
    const response = await request.get("/about");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
  });
});
