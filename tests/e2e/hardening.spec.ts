import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, postgresAdminUrl, type ScratchDatabase } from "../../bench/lib/postgres";
import { admin } from "./admin-support";
import { startServer, type ServerProcess } from "../support/server-process";
import { expect, test } from "./fixtures";

// The third round of the outside attack (docs/security-tests.md, decision record 040), re-run against
// real server processes: SQLite with one process, PostgreSQL with two workers.

/** A same-origin form post from `client` (through the one trusted proxy the servers here are told of). */
function post(server: ServerProcess, pathname: string, fields: Record<string, string>, client: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": client, ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Runs `tasks` with at most `width` at once. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await (tasks[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

/** /healthz timings (ms) taken every 100 ms while `flood` runs. */
async function healthDuring(server: ServerProcess, flood: Promise<unknown>): Promise<number[]> {
  let done = false;
  void flood.finally(() => (done = true));
  const timings: number[] = [];
  while (!done || timings.length < 3) {
    const started = performance.now();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    timings.push(Math.round(performance.now() - started));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await flood;
  return timings.sort((a, b) => a - b);
}

/**
 * The median under 200 ms, the 90th percentile under a second: the machine running the tests is shared
 * (and its two cores also run the flood), so some slow samples are allowed. Before the fixes: 0.9-5.7 s.
 */
function expectQuickHealth(timings: number[]) {
  // Nearest rank: the smallest timing with at least `share` of the samples at or below it (sorted ascending).
  const at = (share: number) => timings[Math.max(0, Math.ceil(timings.length * share) - 1)] ?? 0;
  expect(at(0.5), `health checks: ${timings.join(", ")} ms`).toBeLessThan(200);
  expect(at(0.9), `health checks: ${timings.join(", ")} ms`).toBeLessThan(1000);
}

const engines: { name: string; workers: number }[] = [
  { name: "SQLite", workers: 1 },
  { name: "PostgreSQL", workers: 2 },
];

for (const engine of engines) {
  test.describe(`fair limits on ${engine.name} with ${engine.workers} process(es)`, () => {
    test.describe.configure({ timeout: 240_000 });
    test.skip(engine.name === "PostgreSQL" && !postgresAdminUrl, "TEST_DATABASE_URL is not set");
    let database: ScratchDatabase | undefined;
    let server: ServerProcess;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      if (engine.name === "PostgreSQL") database = await createScratchDatabase("visa_hardening");
      server = await startServer({
        ...(database ? { DATABASE_URL: database.url } : {}),
        WEB_CONCURRENCY: String(engine.workers),
        TRUST_PROXY: "1",
        // The shipped limits.
        PUBLIC_FORM_LIMIT_PER_CLIENT: "10",
        PUBLIC_FORM_LIMIT_SITE: "300",
        LOG_LEVEL: "warn",
      });
    });
    test.afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    test("30 addresses posting 11 times each cannot close checkout for the next visitor", async () => {
      const form = (i: number) => ({ product: "template", email: `buyer${i}@example.com`, stream: "tourist" });
      const tasks = Array.from({ length: 30 * 11 }, (_, i) => () => post(server, "/checkout", form(i), `203.0.113.${(i % 30) + 1}`).then((r) => r.status));
      const statuses = await inParallel(tasks, 8);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(30);
      const next = await post(server, "/checkout", form(999), "198.51.100.7");
      expect(next.status).toBe(303);
    });

    test("every address of one IPv6 /64 is one client", async () => {
      const statuses = [];
      for (let i = 1; i <= 11; i++) {
        statuses.push((await post(server, "/contact", { name: "Ann Lee", email: `ann${i}@example.com`, message: "Do I need a visa?" }, `2001:db8:5:6::${i.toString(16)}`)).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
}

test.describe("the third round's smaller findings", () => {
  test.describe.configure({ timeout: 180_000 });
  let server: ServerProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-hardening-"));
    server = await startServer({ DATA_DIR: path.join(dataDir, "data"), ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, LOG_LEVEL: "warn" });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a backslash path is refused, never redirected to another host", async () => {
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const url = new URL(server.url);
      http
        .get({ host: url.hostname, port: url.port, path: "/\\evil.example/index.html" }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        })
        .on("error", reject);
    });
    expect(answer).toEqual({ status: 400, location: undefined });
  });

  test("a cookie that does not decode is ignored: no 500, no stack in the log", async () => {
    const response = await fetch(`${server.url}/api/language-suggestion?path=%2F`, {
      headers: { Cookie: "locale=%E0%A4", "Accept-Language": "ja", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" },
    });
    expect(response.status).toBe(200);
    // As if no language had been chosen: the Japanese reader is offered Japanese.
    expect(((await response.json()) as { suggestion: { lang: string } | null }).suggestion?.lang).toBe("ja");
    expect(server.output()).not.toMatch(/URIError/);
  });

  test("an encoding refused with q=0 is not sent, even with a wildcard", async () => {
    for (const pathname of ["/", "/contact"]) {
      const response = await fetch(`${server.url}${pathname}`, { headers: { "Accept-Encoding": "gzip;q=0, *" } });
      expect(response.headers.get("content-encoding"), pathname).not.toBe("gzip");
    }
  });

  test("the data directory is readable by the site's user only", () => {
    const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
    expect(modeOf(path.join(dataDir, "data"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "data", "site.db"))).toBe(0o600);
  });

  test("/healthz stays quick through a burst of sign-ins, however they are written", async () => {
    const paths = ["/login", "/login.data", "/Login", "/%6Cogin"];
    const burst = Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        fetch(`${server.url}${paths[i % paths.length]}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: `known_device=forged${i}.x` },
          body: new URLSearchParams({ username: admin.username, password: `wrong guess ${i}`, step: "password" }),
        }),
      ),
    );
    const timings = await healthDuring(server, burst);
    const responses = await burst;
    // Refused by the gate before the app renders anything: a small problem page, not the login page.
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(100);
    // (The few the gate lets through meet the app's sign-in lock, which answers with the login page.)
    const sizes = await Promise.all(refused.map(async (response) => (await response.arrayBuffer()).byteLength));
    expect(sizes.filter((size) => size < 4000).length, "refusals by the gate").toBeGreaterThan(100);
    expectQuickHealth(timings);
  });

  test("/healthz stays quick through a flood of large anonymous posts to the admin area", async () => {
    // Sent from a process of its own, so uploading 11 MB bodies does not slow this one's health checks.
    const flood = new Promise<number[]>((resolve, reject) => {
      const script = `
        const body = Buffer.alloc(11 * 1024 * 1024, 97);
        const one = () => fetch(process.argv[1] + "/admin/add-new-page", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: "session=forged" }, body })
          .then((response) => response.status, () => 0);
        const statuses = [];
        const lane = async () => { while (statuses.length < 40) { statuses.push(0); statuses[statuses.length - 1] = await one(); } };
        Promise.all(Array.from({ length: 8 }, lane)).then(() => console.log(JSON.stringify(statuses)));`;
      const child = spawn(process.execPath, ["-e", script, server.url], { stdio: ["ignore", "pipe", "inherit"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("error", reject);
      child.on("exit", () => resolve(JSON.parse(output || "[]") as number[]));
    });
    const timings = await healthDuring(server, flood);
    const statuses = await flood;
    expect(statuses.length).toBeGreaterThanOrEqual(40);
    expect(statuses.every((status) => status === 413 || status === 0)).toBe(true);
    expectQuickHealth(timings);
  });
});
