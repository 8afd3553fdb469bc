import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { listenForContentVersion, type ContentVersionWatch } from "~/modules/pages/content-version-listener.server";
import { readContentVersion, setKnownContentVersion } from "~/modules/pages/content-version.server";
import { figuresTask, needsCheckingSignature } from "./figures-service.server";
import { listFigures } from "./figures-store.server";
import { restoreSeededFacts } from "../../../tests/support/seeded-facts";

/** Another worker's save, as the database carries it: the row, the version, and the notice in one transaction. */
async function saveElsewhere(handle: DatabaseHandle, value: number): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    await trx.updateTable("figures").set({ value: JSON.stringify(value) }).where("key", "=", "visitor600ChargeOutside").execute();
    const row = await trx.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).returning("version").executeTakeFirstOrThrow();
    if (handle.engine === "postgres") await sql`select pg_notify('content_version', ${String(row.version)})`.execute(trx);
  });
}

describe.each(testDatabases())("the figures in memory on $engine", ({ engine, open }) => {
  let handle: DatabaseHandle | undefined;
  let watch: ContentVersionWatch | undefined;
  afterEach(async () => {
    await figuresTask.stop?.();
    await watch?.stop();
    setKnownContentVersion(undefined);
    await handle?.close();
    restoreSeededFacts();
  });

  it("are loaded at start, with their state, and follow a save made in another worker within seconds", async () => {
    handle = await open();
    await figuresTask.start(handle.db);
    expect(facts.visitor600ChargeOutside.value).toBe(200);
    expect(facts.visitor600ChargeOutside.status).toMatchObject({ checkedOn: "2025-07-01", needsChecking: true });

    if (engine === "postgres") {
      // This process listens as a worker does; the change comes from elsewhere, announced only by NOTIFY.
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0]?.name}`;
      watch = listenForContentVersion(url.toString());
      await watch.ready;
    } else {
      // SQLite's one process hears its own changes; a change made to the file by anything else is read again.
      setKnownContentVersion(await readContentVersion(handle.db));
    }
    await saveElsewhere(handle, 275);
    if (engine === "sqlite") setKnownContentVersion(await readContentVersion(handle.db));
    await expect.poll(() => facts.visitor600ChargeOutside.value, { timeout: 5_000 }).toBe(275);
  });

  it("knows when a new day changes which figures need checking (pages saying so are then rendered afresh)", async () => {
    handle = await open();
    await figuresTask.start(handle.db);
    const figures = await listFigures(handle.db);
    const charges = "visitor600ChargeOutside,visitor600ChargeInside,visitor600FrequentTravellerCharge,processingDaysTourist,processingDaysBusiness,processingDaysSponsored";
    const sorted = (signature: string) => signature.split(",").sort().join(",");
    // Seeded on 23 November 2026; the charges were last confirmed on 1 July 2025, the processing figures reported for October 2025.
    expect(sorted(needsCheckingSignature(figures, "2027-05-22", 6))).toBe(sorted(charges));
    // Six months on, every figure needs checking: a different set, so kept pages render afresh.
    expect(needsCheckingSignature(figures, "2027-05-23", 6).split(",")).toHaveLength(figures.length);
  });
});
