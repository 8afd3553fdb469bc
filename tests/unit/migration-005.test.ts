import { describe, expect, it } from "vitest";
import { readContentVersion } from "~/modules/pages/content-version.server";
import { migrationDatabases } from "../support/migration-database";

const databaseAt = migrationDatabases();

describe("migration 005", () => {
  it("cleans page content stored before pages stopped being sanitised on every view", async () => {
    const { handle, migrator } = await databaseAt("004-result-keeping");
    const now = new Date().toISOString();
    await handle.db
      .insertInto("pages")
      .values({ id: "p1", title: "Old", slug: "old", content: '<p onclick="x()">Kept</p><script>alert(1)</script>', is_published: 1, created_at: now, updated_at: now, banner_image: "" })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const row = await handle.db.selectFrom("pages").select("content").where("id", "=", "p1").executeTakeFirstOrThrow();
    expect(row.content).toBe("<p>Kept</p>");
    expect(await readContentVersion(handle.db)).toBe(1);
  });
});
