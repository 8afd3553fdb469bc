import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentPagePaths } from "../../app/shared-page-paths";
import { NOT_AVAILABLE_YET, isRouteAvailable } from "../../bench/lib/availability";
import { createScratchDatabase, postgresAdminUrl } from "../../bench/lib/postgres";
import { startSmtpSink } from "../../bench/lib/smtp-sink";
import { writeKinds, type WriteContext, type WriteKind } from "../../bench/lib/write-kinds";
import { contactForm, databaseBackedRoutes } from "../../bench/routes";
import { workersListening } from "../support/server-log";
import { startServer, type ServerProcess } from "../support/server-process";
import { expect, test } from "./fixtures";

const CONCURRENT_WRITES = 500;
/** The server is killed the moment this many writes have been acknowledged. */
const KILL_AFTER_ACKS = 100;

const admin = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "e2e-admin-password-123", LOG_LEVEL: "warn" };

/**
 * Fires `CONCURRENT_WRITES` writes spread over the available kinds, kills the server with SIGKILL as
 * soon as `KILL_AFTER_ACKS` have been acknowledged, restarts it on the same data and checks that every
 * acknowledged write survived.
 */
async function crashDuringWrites(start: () => Promise<ServerProcess>) {
  let server = await start();
  const kinds: WriteKind[] = [];
  const skipped: WriteKind[] = [];
  for (const kind of writeKinds) ((await kind.available(server.url)) ? kinds : skipped).push(kind);
  if (skipped.length) {
    test.info().annotations.push({ type: "not available yet", description: skipped.map((k) => k.name).join(", ") });
  }
  const contexts = new Map<WriteKind, WriteContext>();
  for (const kind of kinds) contexts.set(kind, await kind.prepare(server.url));

  const acknowledged = new Map<WriteKind, string[]>(kinds.map((kind) => [kind, []]));
  let acks = 0;
  let failures = 0;
  const url = server.url;
  const victim = server.process;
  const writes = Array.from({ length: CONCURRENT_WRITES }, async (_, index) => {
    const kind = kinds[index % kinds.length] as WriteKind;
    try {
      const ack = await kind.write(url, index, contexts.get(kind) as WriteContext);
      if (ack === undefined) failures += 1;
      else {
        acknowledged.get(kind)?.push(ack);
        acks += 1;
        if (acks === KILL_AFTER_ACKS) victim.kill("SIGKILL");
      }
    } catch {
      failures += 1; // connection reset by the kill: not acknowledged, so it may or may not have happened
    }
  });
  await Promise.all(writes);
  expect(await server.stop(), "the server was killed, not stopped").toBeNull();
  // The kill must have landed mid-stream, or the test proves nothing.
  expect(acks).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  expect(failures, "writes cut off by the kill").toBeGreaterThan(0);

  server = await start();
  try {
    for (const kind of kinds) await kind.verify(server.url, acknowledged.get(kind) ?? [], contexts.get(kind) as WriteContext);
  } finally {
    await server.stop();
  }
  return { acks, failures };
}

test.describe("kill -9 during concurrent writes loses no acknowledged write", () => {
  test("on SQLite", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-crash-"));
    try {
      const result = await crashDuringWrites(() => startServer({ DATA_DIR: dataDir, ...admin }));
      test.info().annotations.push({ type: "writes", description: `${result.acks} acknowledged, ${result.failures} cut off` });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("on PostgreSQL", async () => {
    test.skip(!postgresAdminUrl, "TEST_DATABASE_URL is not set");
    const database = await createScratchDatabase("visa_crash");
    try {
      const result = await crashDuringWrites(() => startServer({ DATABASE_URL: database.url, ...admin }));
      test.info().annotations.push({ type: "writes", description: `${result.acks} acknowledged, ${result.failures} cut off` });
    } finally {
      await database.drop();
    }
  });
});

test.describe("PostgreSQL outage", () => {
  test("content pages stay up, dynamic pages answer a friendly 503, a worker lost meanwhile comes back, and all recovers by itself", async () => {
    test.skip(!postgresAdminUrl, "TEST_DATABASE_URL is not set");
    const database = await createScratchDatabase("visa_outage");
    // Worker start-up lines are logged at info.
    const server = await startServer({ DATABASE_URL: database.url, ...admin, WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    try {
      await expect.poll(() => workersListening(server.output()).size, { timeout: 30_000 }).toBe(2);
      const dynamic: string[] = [];
      for (const route of databaseBackedRoutes) if (await isRouteAvailable(server.url, route)) dynamic.push(route);
      const waiting = databaseBackedRoutes.filter((route) => !dynamic.includes(route));
      if (waiting.length) test.info().annotations.push({ type: "not available yet", description: waiting.join(", ") });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      await database.takeOffline();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000 }).toBe(503);

      // A worker that dies now is replaced by one that cannot start until the database is back; the
      // surviving worker goes on serving, and the server as a whole must not give up.
      const [lost] = workersListening(server.output());
      process.kill(lost as number, "SIGKILL");
      const retried = () => server.output().includes("worker failed to start; starting another");
      await expect.poll(retried, { timeout: 30_000, message: "the replacement's failed start is retried" }).toBe(true);
      expect(server.process.exitCode, "the server is still running").toBeNull();

      for (const page of contentPagePaths) {
        const response = await fetch(`${server.url}${page}`);
        expect(response.status, `kept page ${page}`).toBe(200);
        expect(await response.text()).toContain("</html>");
      }
      for (const route of dynamic) {
        const asPage = await fetch(`${server.url}${route}`, { headers: { Accept: "text/html" } });
        expect(asPage.status, `GET ${route}`).toBe(503);
        expect(asPage.headers.get("retry-after")).toBeTruthy();
        const body = await asPage.text();
        expect(body).toMatch(/briefly unavailable while we reconnect to our database/);
        expect(body).not.toMatch(/\n\s+at \S.*:\d+:\d+/);
      }
      const api = await fetch(`${server.url}/api/visitors`, { method: "POST" });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({
        error: { title: "We are sorry", message: expect.stringContaining("briefly unavailable") },
      });

      await database.bringOnline();
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000 }).toBe(200);
      for (const route of dynamic) {
        await expect.poll(async () => (await fetch(`${server.url}${route}`)).status, { timeout: 10_000, message: route }).toBe(200);
      }
      expect((await fetch(`${server.url}/api/visitors`, { method: "POST" })).status).toBe(200);
      await expect.poll(() => workersListening(server.output()).size, { timeout: 60_000, message: "the replacement worker listens" }).toBe(3);
    } catch (error) {
      // A server that died mid-test shows only as refused connections: its own log says why.
      await test.info().attach("server log", { body: server.output().slice(-20_000), contentType: "text/plain" });
      throw error;
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});

test.describe("mail server outage", () => {
  test("mail queued while SMTP is down is delivered once it is back, exactly once", async () => {
    const messages: string[] = [];
    let sink = await startSmtpSink(0, messages);
    const port = sink.port;
    await sink.close(); // the mail server is down from the start
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...admin });
    try {
      test.skip(!(await isRouteAvailable(server.url, contactForm.path)), `${contactForm.path} ${NOT_AVAILABLE_YET}`);
      const markers = [1, 2, 3].map((n) => `smtp-outage-${Date.now()}-${n}`);
      for (const marker of markers) {
        const response = await fetch(`${server.url}${contactForm.path}`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams(contactForm.fields(marker)),
        });
        expect(response.status, "the message is accepted while mail is down").toBeLessThan(400);
      }
      await new Promise((resolve) => setTimeout(resolve, 2000)); // let delivery attempts fail
      expect(messages).toHaveLength(0);

      sink = await startSmtpSink(port, messages);
      for (const marker of markers) {
        await expect.poll(() => sink.count(marker), { timeout: 90_000, message: marker }).toBeGreaterThan(0);
      }
      await new Promise((resolve) => setTimeout(resolve, 3000)); // a duplicate would arrive by now
      for (const marker of markers) expect(sink.count(marker), marker).toBe(1);
    } finally {
      await server.stop();
      await sink.close().catch(() => undefined);
    }
  });
});
