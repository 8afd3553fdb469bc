import { describe, expect, it } from "vitest";
import { migrationDatabases } from "../support/migration-database";

const databaseAt = migrationDatabases();

describe("migration 009", () => {
  it("describes the banner an existing install seeded on the parents guide; an uploaded banner is left for its next save to describe", async () => {
    const { handle, migrator } = await databaseAt("008-agents");
    const now = new Date().toISOString();
    const page = { content: "<p>x</p>", is_published: 1, created_at: now, updated_at: now };
    await handle.db
      .insertInto("pages")
      .values([
        { ...page, id: "p1", title: "Parents", slug: "parents", banner_image: "/images/banners/parents-guide.webp" },
        { ...page, id: "p2", title: "Uploaded", slug: "uploaded", banner_image: "/images/uploads/0b5e7f0e-0000-4000-8000-000000000000.webp" },
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await handle.db.selectFrom("pages").select(["id", "banner_alt"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "p1", banner_alt: "An aeroplane arriving over Sydney Harbour, with the Opera House and the Harbour Bridge" },
      { id: "p2", banner_alt: null },
    ]);
    const order = await handle.db.selectFrom("orders").select("answers").executeTakeFirst();
    expect(order).toBeUndefined();
  });
});
