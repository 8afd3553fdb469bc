import http from "node:http";
import pg from "pg";
import { signIn } from "../../bench/lib/admin-session";
import { createScratchDatabase, postgresAdminUrl, type ScratchDatabase } from "../../bench/lib/postgres";
import { adminPageForm, adminSignIn } from "../../bench/routes";
import { workersListening, workersThatServed } from "../support/server-log";
import { startServer, type ServerProcess } from "../support/server-process";
import { expect, test } from "./fixtures";

const WORKERS = 3;

/** A GET on a new connection: the cluster hands each new connection to the next worker in turn. */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test.describe("one server, one worker per core, on PostgreSQL", () => {
  test.skip(!postgresAdminUrl, "TEST_DATABASE_URL is not set");

  let database: ScratchDatabase;
  let server: ServerProcess;

  test.beforeAll(async () => {
    database = await createScratchDatabase("visa_workers");
    server = await startServer({
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: String(WORKERS),
      ADMIN_USERNAME: adminSignIn.username,
      ADMIN_PASSWORD: adminSignIn.password,
      LOG_LEVEL: "info",
    });
  });

  test.afterAll(async () => {
    expect(await server?.stop(), "the primary exits cleanly once every worker has").toBe(0);
    await database?.drop();
  });

  test("a saved page is served fresh by every worker at once", async () => {
    const cookie = await signIn(server.url);
    const slug = `every-worker-${Date.now()}`;
    const post = (path: string, title: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: new URL(server.url).origin },
        body: new URLSearchParams(adminPageForm.fields(title, slug)),
      });
    expect((await post(adminPageForm.createPath, "First Wording")).status).toBeLessThan(400);

    // Every worker renders the page and keeps it.
    const rounds = WORKERS * 3;
    for (let i = 0; i < rounds; i++) expect((await getOnNewConnection(`${server.url}/${slug}`)).body).toContain("First Wording");
    await expect.poll(() => workersThatServed(server.output(), `/${slug}`).size).toBe(WORKERS);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: string }>("select id from pages where slug = $1", [slug]);
    await client.end();
    expect((await post(`/admin/edit-page/${rows[0]?.id ?? ""}`, "Second Wording")).status).toBeLessThan(400);

    // Straight after the save, whichever worker answers serves the new wording.
    const answers = await Promise.all(Array.from({ length: rounds }, () => getOnNewConnection(`${server.url}/${slug}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("Second Wording");
      expect(answer.body).not.toContain("First Wording");
    }
  });

  test("a saved figure is quoted by every worker's API within seconds", async () => {
    const cookie = await signIn(server.url);
    const apiUrl = `${server.url}/api/eligibility?passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no`;
    const save = await fetch(`${server.url}/admin/figures/visitor600ChargeOutside`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: new URL(server.url).origin },
      body: new URLSearchParams({
        intent: "save",
        value: "260",
        sourceName: "Home Affairs: Visitor visa (subclass 600)",
        sourceUrl: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600",
        note: "Every worker test.",
      }),
    });
    expect(save.status).toBe(303);
    // Each new connection goes to the next worker: every one of them quotes the new charge.
    await expect
      .poll(
        async () => {
          const answers = await Promise.all(Array.from({ length: WORKERS * 3 }, () => getOnNewConnection(apiUrl)));
          return answers.every((answer) => answer.status === 200 && answer.body.includes("AUD 260 base charge"));
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toBe(true);
  });

  test("a worker that dies is replaced", async () => {
    const before = workersListening(server.output());
    const victim = [...before][0] as number;
    process.kill(victim, "SIGKILL");
    await expect.poll(() => workersListening(server.output()).size, { timeout: 30_000 }).toBeGreaterThan(before.size);
    // Still answering on every connection.
    for (let i = 0; i < WORKERS * 2; i++) expect((await getOnNewConnection(`${server.url}/faq`)).status).toBe(200);
  });
});
