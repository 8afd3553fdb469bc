import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import express from "express";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, postgresAdminUrl, type ScratchDatabase } from "../../bench/lib/postgres";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../../app/lib/db.server";
import {
  CONTENT_VERSION_CHANNEL,
  changeContent,
  knownContentVersion,
  readContentVersion,
  setKnownContentVersion,
} from "../../app/modules/pages/content-version.server";
import {
  followLocalContentVersion,
  LISTENER_NAME,
  listenForContentVersion,
  type ContentVersionWatch,
} from "../../app/modules/pages/content-version-listener.server";
import { createPage } from "../../app/modules/pages/pages.server";
import { assignNonce, securityHeaderList, securityHeaders } from "../security-headers";
import { cachedPages } from "./cached-pages";
import { compressResponses } from "../static/compress-responses";

const PAGE = "/kept-page";

/** What the fake renderer puts on the page: a test changes it as an administrator would change the content. */
let wording = "First wording";
let renders = 0;

async function render(request: Request): Promise<Response> {
  renders++;
  const html = `<!doctype html><html><body><h1>${wording}</h1><p>${new URL(request.url).pathname}${new URL(request.url).search}</p><script>window.x=1</script></body></html>`;
  return new Response(html.repeat(20), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}

interface Site {
  url: string;
  /** How many requests were answered before Express. */
  fastAnswers: () => number;
  warm: (paths: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The server's stack around the page cache, as server/index.ts builds it: a hit of the current version is
 * answered by the HTTP handler, anything else goes through Express (nonce, security headers, compression).
 */
async function startSite(options: { knownVersion: () => number | undefined; contentVersion: () => Promise<number>; maxBytes?: number }): Promise<Site> {
  const headerOptions = { https: false };
  const kept = cachedPages({
    render,
    ...options,
    securityHeaders: (facts) => securityHeaderList(headerOptions, facts),
    origin: "http://site.test",
    // Every test request comes from one address; the header stands for another client.
    clientOf: (req) => String(req.headers["x-test-client"] ?? req.socket.remoteAddress),
    newQueryPagesPerClient: { perWindow: 3, windowMs: 60_000 },
  });
  const app = express();
  app.disable("x-powered-by");
  app.use(assignNonce);
  app.use(securityHeaders(headerOptions));
  app.use(compressResponses());
  app.use(kept.middleware);
  let fast = 0;
  const server = http.createServer((req, res) => {
    if (kept.answer(req, res)) fast++;
    else app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fastAnswers: () => fast,
    warm: kept.warm,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

const browser = { "Accept-Encoding": "gzip, br" };
const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;
const wordingOf = async (url: string) => (await request(url)).body.toString("utf8").includes(wording);

afterEach(() => {
  wording = "First wording";
  setKnownContentVersion(undefined);
});

describe("kept pages answered before Express", () => {
  /** The version in the database, and the one this process knows (undefined: it must read the database). */
  let stored = 1;
  let version: number | undefined = 1;
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ knownVersion: () => version, contentVersion: async () => version ?? stored });
  });
  afterAll(async () => {
    await site.close();
  });

  it("answers a hit with the same status, headers and bytes as Express gave when it rendered the page", async () => {
    const encodings: Record<string, Record<string, string>> = { br: browser, gzip: { "Accept-Encoding": "gzip" }, identity: {} };
    for (const [name, encoding] of Object.entries(encodings)) {
      const page = `${PAGE}-${name}`;
      const before = site.fastAnswers();
      const rendered = await request(`${site.url}${page}`, { headers: encoding });
      expect(site.fastAnswers(), "the first request renders through Express").toBe(before);
      const kept = await request(`${site.url}${page}`, { headers: encoding });
      expect(site.fastAnswers(), "the second is answered before Express").toBe(before + 1);
      expect(kept.status).toBe(200);
      expect(kept.headers["content-encoding"]).toBe(name === "identity" ? undefined : name);
      expect(withoutDate(kept.headers)).toEqual(withoutDate(rendered.headers));
      expect(kept.body.equals(rendered.body)).toBe(true);
      expect(kept.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+' 'strict-dynamic'/);
      expect(kept.headers["permissions-policy"]).toContain("camera=()");
      expect(kept.headers.vary).toBe("Accept-Encoding");
    }
  });

  it("renders a kept page from its own address: a query on the first request never reaches what everyone is served", async () => {
    const page = `${PAGE}-campaign`;
    const first = await request(`${site.url}${page}?utm_campaign=Poisoned`);
    expect(first.body.toString("utf8")).not.toContain("Poisoned");
    const later = await request(`${site.url}${page}`);
    expect(later.body.toString("utf8")).toContain(`<p>${page}</p>`);
    expect(later.body.toString("utf8")).not.toContain("Poisoned");
  });

  it("keeps one checker page for every query that asks for it, and at most a client's allowance of new ones", async () => {
    const rendersBefore = renders;
    for (let index = 0; index < 20; index += 1) await request(`${site.url}/check?country=IN&junk=${index}&utm=${index}`);
    expect(renders - rendersBefore, "junk in the query makes no new page").toBe(1);

    const client = { "x-test-client": "198.51.100.7" };
    // The client's first new page was the one above (another address); three more are its allowance.
    for (const country of ["DE", "FR", "JP"]) await request(`${site.url}/check?country=${country}`, { headers: client });
    const beyond = `${site.url}/check?country=VN`;
    await request(beyond, { headers: client });
    const rendersAfterAllowance = renders;
    const again = await request(beyond, { headers: client });
    expect(again.status).toBe(200);
    expect(renders, "a page past the allowance is served but not kept").toBe(rendersAfterAllowance + 1);
    const before = site.fastAnswers();
    await request(`${site.url}/check?country=DE`);
    expect(site.fastAnswers(), "pages within the allowance are kept for everyone").toBe(before + 1);
  });

  it("keeps the passport guides within a budget of their own: however many are asked for, the managed pages stay", async () => {
    const small = await startSite({ knownVersion: () => 1, contentVersion: async () => 1, maxBytes: 8_000 });
    try {
      await request(`${small.url}${PAGE}`);
      for (const passport of ["in", "vn", "de", "us", "nz", "jp", "fr", "br"]) await request(`${small.url}/visa-for/${passport}`);
      const before = small.fastAnswers();
      await request(`${small.url}${PAGE}`);
      expect(small.fastAnswers(), "the managed page is still answered from memory").toBe(before + 1);
      await request(`${small.url}/visa-for/br`);
      expect(small.fastAnswers(), "the last guide asked for is kept too").toBe(before + 2);
    } finally {
      await small.close();
    }
  });

  it("renders the pages it is asked to warm, so their first visitor is answered from memory, and again after a change", async () => {
    let current = 1;
    const own = await startSite({ knownVersion: () => current, contentVersion: async () => current });
    try {
      const pages = ["/faq", "/ja/about"];
      await own.warm(pages);
      const rendersAfterWarming = renders;
      for (const page of pages) expect((await request(`${own.url}${page}`)).body.toString("utf8")).toContain(`<p>${page}</p>`);
      expect(own.fastAnswers()).toBe(pages.length);
      expect(renders).toBe(rendersAfterWarming);

      // A change of the content: the first request of the new version renders its page and warms the others again.
      current = 2;
      wording = "Second wording";
      await request(`${own.url}/faq`);
      // The other page is rendered again in the background and then answered from memory with the new wording.
      await expect
        .poll(async () => {
          const before = own.fastAnswers();
          return (await wordingOf(`${own.url}/ja/about`)) && own.fastAnswers() === before + 1;
        })
        .toBe(true);
      expect(renders).toBe(rendersAfterWarming + 2);
    } finally {
      await own.close();
    }
  });

  it("answers 304 to a matching If-None-Match, and HEAD with the headers and no body", async () => {
    const first = await request(`${site.url}${PAGE}`, { headers: browser });
    const etag = String(first.headers.etag);
    const before = site.fastAnswers();
    const notModified = await request(`${site.url}${PAGE}`, { headers: { ...browser, "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    const head = await request(`${site.url}${PAGE}`, { method: "HEAD", headers: browser });
    expect(site.fastAnswers()).toBe(before + 2);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(withoutDate(head.headers)).toEqual(withoutDate(first.headers));
  });

  it("never serves a page kept under another version, nor while the version is unknown", async () => {
    expect(await wordingOf(`${site.url}${PAGE}`)).toBe(true);
    wording = "Second wording";
    stored = 2;
    version = 2;
    const fast = site.fastAnswers();
    expect(await wordingOf(`${site.url}${PAGE}`), "rendered afresh at once").toBe(true);
    expect(site.fastAnswers()).toBe(fast);

    version = undefined;
    const rendersBefore = renders;
    await request(`${site.url}${PAGE}`);
    expect(site.fastAnswers(), "an unknown version sends every request through Express").toBe(fast);
    expect(renders, "which serves the page kept under the version it reads").toBe(rendersBefore);
    version = 2;
  });

  it("does not keep a page under a version that was raised while it rendered", async () => {
    const slow = `${PAGE}-slow`;
    let raised = false;
    const racing = await startSite({
      knownVersion: () => version,
      contentVersion: async () => {
        const read = version ?? 0;
        // A save commits while the page is being rendered with what the database held before it.
        setTimeout(() => {
          wording = "Saved during the render";
          version = read + 1;
          raised = true;
        }, 0);
        return read;
      },
    });
    try {
      const first = await request(`${racing.url}${slow}`);
      expect(raised).toBe(true);
      expect(first.body.toString("utf8")).not.toContain("Saved during the render");
      const next = await request(`${racing.url}${slow}`);
      expect(next.body.toString("utf8")).toContain("Saved during the render");
    } finally {
      await racing.close();
    }
  });
});

/** The server's stack with the content version this process knows from the app (as in production). */
const startAppSite = (db: DatabaseHandle["db"]) => startSite({ knownVersion: knownContentVersion, contentVersion: async () => knownContentVersion() ?? readContentVersion(db) });

describe.skipIf(!postgresAdminUrl)("the content version on PostgreSQL", () => {
  let database: ScratchDatabase;
  let handle: DatabaseHandle;
  let watch: ContentVersionWatch | undefined;
  beforeAll(async () => {
    database = await createScratchDatabase("visa_kept_pages");
    handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir(), poolSize: 4 });
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await watch?.stop();
    watch = undefined;
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  /** Another worker's change: written and announced as changeContent does, from a connection of its own. */
  async function changeElsewhere(): Promise<number> {
    const rows = await database.query<{ version: number }>(
      `with raised as (update content_version set version = version + 1 where id = 1 returning version)
       select version, pg_notify($1, version::text) from raised`,
      [CONTENT_VERSION_CHANNEL],
    );
    return Number(rows[0]?.version);
  }

  it("a change by another process is heard at once, and the page kept before it is no longer served", async () => {
    watch = listenForContentVersion(database.url);
    await watch.ready;
    expect(knownContentVersion()).toBe(await readContentVersion(handle.db));
    const site = await startAppSite(handle.db);
    try {
      expect(await wordingOf(`${site.url}${PAGE}`)).toBe(true);
      await request(`${site.url}${PAGE}`);
      const fast = site.fastAnswers();
      expect(fast).toBe(1);

      wording = "Saved by another worker";
      const version = await changeElsewhere();
      await expect.poll(knownContentVersion, { timeout: 2_000, interval: 5 }).toBe(version);
      expect(await wordingOf(`${site.url}${PAGE}`), "the stale page is not served").toBe(true);
      expect(site.fastAnswers()).toBe(fast);
    } finally {
      await site.close();
    }
  });

  it("a change announces its version when it commits, and a change rolled back announces nothing", async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (message) => heard.push(String(message.payload)));
    await listener.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
    try {
      const failing = changeContent(handle.db, async () => {
        throw new Error("the write failed");
      });
      await expect(failing).rejects.toThrow("the write failed");
      await changeContent(handle.db, async (trx) => trx.updateTable("settings").set({ value: "x" }).where("key", "=", "none").execute());
      const version = await readContentVersion(handle.db);
      await expect.poll(() => heard, { timeout: 2_000 }).toEqual([String(version)]);
    } finally {
      await listener.end();
    }
  });

  it("while the listening connection is down the version is unknown; once it is back, it is read again", async () => {
    watch = listenForContentVersion(database.url);
    await watch.ready;
    expect(knownContentVersion()).toBeDefined();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // The connection is cut, and a change is made straight after, with no notice: it can only be read.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LISTENER_NAME}' and datname = current_database();
         update content_version set version = version + 1 where id = 1`,
      );
    } finally {
      await admin.end();
    }
    await expect.poll(knownContentVersion, { timeout: 2_000, interval: 2 }).toBeUndefined();
    const missed = await readContentVersion(handle.db);
    await expect.poll(knownContentVersion, { timeout: 10_000 }).toBe(missed);
    const listening = await database.query("select 1 from pg_stat_activity where application_name = $1", [LISTENER_NAME]);
    expect(listening).toHaveLength(1);
  });
});

describe("the content version on SQLite", () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let watch: ContentVersionWatch;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-kept-"));
    handle = openDatabase({ dataDir });
    await migrateToLatest(handle.db);
    watch = followLocalContentVersion(handle.db);
    await watch.ready;
  });
  afterAll(async () => {
    await watch.stop();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a save in the process is known by the time it returns, and the page kept before it is rendered afresh", async () => {
    setKnownContentVersion(await readContentVersion(handle.db));
    const site = await startAppSite(handle.db);
    try {
      expect(await wordingOf(`${site.url}${PAGE}`)).toBe(true);
      const before = knownContentVersion() ?? 0;
      wording = "Saved here";
      await createPage(handle.db, { title: "New", slug: "new-page", content: "<p>New</p>", isPublished: true, bannerImage: "", bannerAlt: null });
      expect(knownContentVersion()).toBe(before + 1);
      const fast = site.fastAnswers();
      expect(await wordingOf(`${site.url}${PAGE}`)).toBe(true);
      expect(site.fastAnswers()).toBe(fast);
    } finally {
      await site.close();
    }
  });
});
