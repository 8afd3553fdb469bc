import { failedSignIn, signIn } from "../../bench/lib/admin-session";
import { NOT_AVAILABLE_YET, isRouteAvailable } from "../../bench/lib/availability";
import { createScratchDatabase, postgresAdminUrl, type ScratchDatabase } from "../../bench/lib/postgres";
import { startSmtpSink, type SmtpSink } from "../../bench/lib/smtp-sink";
import { adminPageForm, adminSignIn, contactForm } from "../../bench/routes";
import { startServer, type ServerProcess } from "../support/server-process";
import { expect, test } from "./fixtures";

/**
 * Two app processes on one PostgreSQL database, as behind a load balancer; requests alternate
 * between them. The tests share one database and pair of processes; each uses its own records, and
 * the throttling test runs last because it locks sign-in for this client.
 */
test.describe("two processes on one database", () => {
  test.skip(!postgresAdminUrl, "TEST_DATABASE_URL is not set");

  let database: ScratchDatabase;
  let servers: [ServerProcess, ServerProcess];
  let sink: SmtpSink;

  test.beforeAll(async () => {
    database = await createScratchDatabase("visa_scale");
    sink = await startSmtpSink();
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ADMIN_USERNAME: adminSignIn.username,
      ADMIN_PASSWORD: adminSignIn.password,
      LOG_LEVEL: "warn",
      // Two single-process servers, as two hosts behind a load balancer (workers.spec.ts runs several workers).
      WEB_CONCURRENCY: "1",
    };
    // Both start at once, as a deployment does: migrations and seeding must not collide.
    servers = await Promise.all([startServer(env), startServer(env)]);
  });

  test.afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await sink?.close();
    await database?.drop();
  });

  const other = (index: number) => servers[(index + 1) % 2] as ServerProcess;
  const pick = (index: number) => servers[index % 2] as ServerProcess;

  test("the visitor counter stays exact across both", async () => {
    const read = async (server: ServerProcess) => ((await (await fetch(`${server.url}/api/visitors`)).json()) as { count: number }).count;
    const before = await read(servers[0]);
    const increments = 300;
    const counts: number[] = [];
    // 30 visitors at a time, alternating between the processes.
    for (let batch = 0; batch < increments / 30; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const response = await fetch(`${pick(batch * 30 + i).url}/api/visitors`, { method: "POST" });
          expect(response.status).toBe(200);
          return ((await response.json()) as { count: number }).count;
        }),
      );
      counts.push(...answers);
    }
    // Each visit got its own number, and together they are exactly the next `increments` numbers.
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: increments }, (_, i) => before + 1 + i));
    expect(await read(servers[0])).toBe(before + increments);
    expect(await read(servers[1])).toBe(before + increments);
  });

  test("a session made on one process works on the other", async () => {
    test.skip(!(await isRouteAvailable(servers[0].url, adminSignIn.path)), `${adminSignIn.path} ${NOT_AVAILABLE_YET}`);
    const cookie = await signIn(servers[0].url);
    const response = await fetch(`${servers[1].url}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.status, "the other process recognises the session").toBe(200);
  });

  test("a page saved on one process is served by the other at once", async () => {
    test.skip(!(await isRouteAvailable(servers[0].url, adminPageForm.createPath)), `${adminPageForm.createPath} ${NOT_AVAILABLE_YET}`);
    const cookie = await signIn(servers[0].url);
    for (let i = 0; i < 4; i++) {
      const slug = `scale-out-${Date.now()}-${i}`;
      const title = `Scale Out ${i}`;
      const saved = await fetch(`${pick(i).url}${adminPageForm.createPath}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: new URL(pick(i).url).origin },
        body: new URLSearchParams(adminPageForm.fields(title, slug)),
      });
      expect(saved.status, "the save is accepted").toBeLessThan(400);
      const served = await fetch(`${other(i).url}/${slug}`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain(title);
    }
  });

  test("each queued e-mail is delivered exactly once with both processes running", async () => {
    test.skip(!(await isRouteAvailable(servers[0].url, contactForm.path)), `${contactForm.path} ${NOT_AVAILABLE_YET}`);
    const markers = Array.from({ length: 10 }, (_, i) => `scale-mail-${Date.now()}-${i}`);
    await Promise.all(
      markers.map(async (marker, i) => {
        const response = await fetch(`${pick(i).url}${contactForm.path}`, {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams(contactForm.fields(marker)),
        });
        expect(response.status).toBeLessThan(400);
      }),
    );
    for (const marker of markers) await expect.poll(() => sink.count(marker), { timeout: 60_000, message: marker }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // both outbox workers have had time to send twice
    for (const marker of markers) expect(sink.count(marker), marker).toBe(1);
  });

  test("login throttling counts failures made on either process", async () => {
    test.skip(!(await isRouteAvailable(servers[0].url, adminSignIn.path)), `${adminSignIn.path} ${NOT_AVAILABLE_YET}`);
    const username = `throttle-${Date.now()}`;
    let attempts = 0;
    for (; attempts < 50; attempts++) {
      if ((await failedSignIn(servers[0].url, username)).throttled) break;
    }
    expect(attempts, "sign-in is throttled after repeated failures").toBeLessThan(50);
    // The failures were all made on the first process; the second must already know about them.
    expect((await failedSignIn(servers[1].url, username)).throttled, "the other process throttles too").toBe(true);
  });
});
