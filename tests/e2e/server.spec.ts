import pg from "pg";
import { freePort, runServerExpectingFailure, startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

test.describe("HTTP server", () => {
  test("sends strict security headers with a fresh nonce per server-rendered response", async ({ request }) => {
    const first = await request.get("/contact");
    const second = await request.get("/contact");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["x-frame-options"]).toBe("DENY");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["x-powered-by"]).toBeUndefined();

    const nonceOf = (header: string | undefined) => /'nonce-([^']+)'/.exec(header ?? "")?.[1];
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"]));
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  test("hashed assets are cached for a year; pages are not", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect((await request.get("/contact")).headers()["cache-control"] ?? "").not.toContain("max-age=31536000");
  });

  test("compresses text responses", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("answers /healthz and /readyz", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });
});

test.describe("start-up and shutdown", () => {
  test("refuses a bad configuration and names the variable", async () => {
    const badPort = await runServerExpectingFailure({ PORT: "abc" });
    expect(badPort.code).not.toBe(0);
    expect(badPort.output).toContain("PORT");

    const badDatabase = await runServerExpectingFailure({ DATABASE_URL: "mysql://nobody@localhost/db" });
    expect(badDatabase.code).not.toBe(0);
    expect(badDatabase.output).toContain("DATABASE_URL");
  });

  test("one build serves any address and operator: the content pages show the running server's, not the build's", async () => {
    const origin = "https://visas.example.org";
    const server = await startServer({
      PUBLIC_URL: origin,
      BUSINESS_NAME: "Harbour Visa Help Pty Ltd",
      BUSINESS_ABN: "51 824 753 556",
      BUSINESS_ADDRESS: "1 Harbour Street, Sydney NSW 2000",
      SUPPORT_EMAIL: "help@visas.example.org",
      MAIL_FROM: "Harbour Visa Help <help@visas.example.org>",
    });
    try {
      // The country guide is English only (its passport's guide stands in for it in other languages), so it names no alternates.
      const pages = [
        { path: "/", translated: true },
        { path: "/ja/faq", translated: true },
        { path: "/visa-for/in", translated: true },
        { path: "/australia-visitor-visa-from-india", translated: false },
      ];
      for (const { path, translated } of pages) {
        const html = await (await fetch(`${server.url}${path}`, { headers: { Host: "visas.example.org" } })).text();
        expect(html, path).toContain(`<link rel="canonical" href="${origin}${path === "/" ? "/" : path}"`);
        expect(html, path).toContain(`property="og:url" content="${origin}`);
        if (translated) expect(html, path).toMatch(new RegExp(`hreflang="ja" href="${origin}/ja`, "i"));
        else expect(html, path).not.toContain(`rel="alternate"`);
        expect(html, path).toContain("Harbour Visa Help Pty Ltd");
        expect(html, path).not.toContain("http://localhost:3000");
      }
      const home = await (await fetch(server.url)).text();
      expect(home).toContain(`"url":"${origin}/"`);
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${origin}/about</loc>`);
    } finally {
      await server.stop();
    }
  });

  test("says 'Site ready at <address>' in one plain line when it answers, among a few log lines", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startServer({ PORT: String(port), PUBLIC_URL: url });
    try {
      const lines = server.output().trim().split("\n");
      expect(lines).toContain(`Site ready at ${url}`);
      expect(lines.length).toBeLessThan(10);
    } finally {
      await server.stop();
    }
  });

  test("SIGTERM finishes cleanly and closes the database", async () => {
    const server = await startServer();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const code = await server.stop("SIGTERM");
    expect(code).toBe(0);
    expect(server.output()).toContain("shutdown complete");
  });

  test("/readyz answers 503 while PostgreSQL refuses connections and recovers by itself", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    test.skip(!adminUrl, "TEST_DATABASE_URL is not set");
    const name = `visa_ready_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const server = await startServer({ DATABASE_URL: url.toString() });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000 }).toBe(503);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000 }).toBe(200);
    } finally {
      await server.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
