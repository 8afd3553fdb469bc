import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../../db/migrations";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";
import { readContentVersion } from "~/modules/pages/content-version.server";

let handle: DatabaseHandle | undefined;
let dataDir = "";
afterEach(async () => {
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("migration 005", () => {
  it("cleans page content stored before pages stopped being sanitised on every view", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-m005-"));
    handle = openDatabase({ dataDir });
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("004-result-keeping")).error).toBeUndefined();
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
