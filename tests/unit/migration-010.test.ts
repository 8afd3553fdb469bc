import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { listFigures, seedFigureRows } from "~/modules/figures/figures-store.server";
import { readContentVersion } from "~/modules/pages/content-version.server";
import { migrationDatabases } from "../support/migration-database";

const databaseAt = migrationDatabases();

describe("migration 010", () => {
  it("upgrades an installation: its first start afterwards records every figure from the facts module and raises the pages' version", async () => {
    const { handle, migrator } = await databaseAt("009-answers-and-banner-descriptions");
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await listFigures(handle.db)).toEqual([]);
    const version = await readContentVersion(handle.db);

    expect(await seedFigureRows(handle.db)).toBe(Object.keys(facts).length);
    expect(await readContentVersion(handle.db)).toBeGreaterThan(version);
    const figures = await listFigures(handle.db);
    expect(figures.find((figure) => figure.key === "eVisitorPassports")?.value).toEqual(facts.eVisitorPassports.value);
    expect(figures.filter((figure) => figure.indexedEachJuly).map((figure) => figure.key).sort()).toEqual([
      "visitor600ChargeInside",
      "visitor600ChargeOutside",
      "visitor600FrequentTravellerCharge",
    ]);

    // Down to before it (later migrations first): its tables go.
    expect((await migrator.migrateTo("009-answers-and-banner-descriptions")).error).toBeUndefined();
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain("figures");
  });
});
