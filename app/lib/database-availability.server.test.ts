import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createScratchDatabase, postgresAdminUrl } from "../../bench/lib/postgres";
import { databaseAvailability } from "./database-availability.server";
import { migrateToLatest, openDatabase } from "./db.server";
import { ProblemResponse } from "./http/problem";

describe("databaseAvailability", () => {
  it("probes at most once per interval, however many queries fail", async () => {
    let probes = 0;
    const reachable = databaseAvailability(async () => {
      probes += 1;
      return false;
    }, 60_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => reachable()));
    expect(answers.every((answer) => answer === false)).toBe(true);
    expect(probes).toBe(1);
  });

  it("counts a probe that throws as unreachable", async () => {
    const reachable = databaseAvailability(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    expect(await reachable()).toBe(false);
  });
});

describe("query failures", () => {
  it("keep their own error while the database answers (SQLite)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-availability-"));
    const handle = openDatabase({ dataDir });
    try {
      await migrateToLatest(handle.db);
      const failure = await sql`select * from no_such_table`.execute(handle.db).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(String(failure)).toContain("no_such_table");
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresAdminUrl)("become the 'briefly unavailable' 503 while PostgreSQL refuses connections, and recover by themselves", async () => {
    const database = await createScratchDatabase("visa_availability");
    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    try {
      await migrateToLatest(handle.db);
      const syntax = await sql`select * from no_such_table`.execute(handle.db).catch((error: unknown) => error);
      expect(syntax, "an ordinary failure is not an outage").not.toBeInstanceOf(Response);

      await database.takeOffline();
      const outage = await handle.db.selectFrom("pages").selectAll().execute().catch((error: unknown) => error);
      expect(outage).toBeInstanceOf(ProblemResponse);
      const response = outage as ProblemResponse;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toEqual({
        error: { title: "We are sorry", message: "The site is briefly unavailable while we reconnect to our database. Please try again in a minute." },
      });
      // Transactions fail the same way.
      const inTransaction = await handle.db
        .transaction()
        .execute((trx) => trx.selectFrom("pages").selectAll().execute())
        .catch((error: unknown) => error);
      expect(inTransaction).toBeInstanceOf(ProblemResponse);

      await database.bringOnline();
      await expect.poll(() => handle.db.selectFrom("pages").select("id").execute().then(() => "ok", () => "down"), { timeout: 10_000 }).toBe("ok");
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it.skipIf(!postgresAdminUrl)("a connection cut while a transaction holds it between two queries fails that transaction, not the process", async () => {
    const database = await createScratchDatabase("visa_held_connection");
    const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
    // An 'error' event nobody listens to would end the process; here it would surface as this test run's uncaught error.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      await migrateToLatest(handle.db);
      let cut: () => void = () => undefined;
      const wasCut = new Promise<void>((resolve) => (cut = resolve));
      const held = handle.db
        .transaction()
        .execute(async (trx) => {
          await trx.selectFrom("pages").select("id").execute();
          cut();
          // The connection stays checked out, with no query running, while the database goes away.
          await new Promise((resolve) => setTimeout(resolve, 500));
          return trx.selectFrom("pages").select("id").execute();
        })
        .catch((error: unknown) => error);
      await wasCut;
      await database.takeOffline();
      // Give an unhandled 'error' event the time to arrive before looking.
      const failure = await held;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      expect(failure).toBeInstanceOf(ProblemResponse);
      expect((failure as ProblemResponse).status).toBe(503);

      await database.bringOnline();
      await expect.poll(() => handle.db.selectFrom("pages").select("id").execute().then(() => "ok", () => "down"), { timeout: 10_000 }).toBe("ok");
    } finally {
      process.off("uncaughtException", onUncaught);
      await handle.close();
      await database.drop();
    }
  });
});
