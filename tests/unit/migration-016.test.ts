import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { findPageById } from "~/modules/pages/pages.server";
import { migrationDatabases, migrationEngines } from "../support/migration-database";

const BEFORE = "015-mail-purpose";
const THIS = "016-page-translations";

type Translations = {
  pages: { id: string; title: string; slug: string; content: string; is_published: number; created_at: string; updated_at: string; banner_image: string };
  page_translations: { page_id: string; locale: string; title: string; slug: string; content: string; is_published: number; created_at: string; updated_at: string };
};

describe.each(migrationEngines)("migration 016 on %s", (engine) => {
  const open = migrationDatabases(engine);

  it("adds translations to existing pages: one per page and language, a slug once per language, gone with their page", async () => {
    const { handle, migrator } = await open(BEFORE);
    const db = handle.db as unknown as Kysely<Translations>;
    const now = new Date().toISOString();
    const page = { title: "Parents", content: "<p>x</p>", is_published: 1, created_at: now, updated_at: now, banner_image: "" };
    await db.insertInto("pages").values([{ ...page, id: "p1", slug: "parents" }, { ...page, id: "p2", slug: "children" }]).execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    // The pages are untouched.
    expect((await findPageById(handle.db, "p1"))?.slug).toBe("parents");
    const translation = { locale: "ja", title: "両親", content: "<p>x</p>", is_published: 1, created_at: now, updated_at: now };
    await db.insertInto("page_translations").values({ ...translation, page_id: "p1", slug: "ryoshin" }).execute();
    // The same slug in another language, or another page's translation under another slug, is fine.
    await db.insertInto("page_translations").values({ ...translation, page_id: "p1", locale: "ko", slug: "ryoshin" }).execute();
    await db.insertInto("page_translations").values({ ...translation, page_id: "p2", slug: "kodomo" }).execute();
    // A second Japanese translation of one page, or a Japanese slug twice, is refused by the database.
    await expect(db.insertInto("page_translations").values({ ...translation, page_id: "p1", slug: "betsu" }).execute()).rejects.toThrow();
    await expect(db.insertInto("page_translations").values({ ...translation, page_id: "p2", locale: "ja", slug: "ryoshin" }).execute()).rejects.toThrow();
    // A translation of no page cannot exist.
    await expect(db.insertInto("page_translations").values({ ...translation, page_id: "nobody", slug: "dare" }).execute()).rejects.toThrow();

    await db.deleteFrom("pages").where("id", "=", "p1").execute();
    const left = await db.selectFrom("page_translations").select(["page_id", "slug"]).execute();
    expect(left).toEqual([{ page_id: "p2", slug: "kodomo" }]);

    // Down again: the table goes, the pages stay.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("page_translations");
    expect(tables).toContain("pages");
  });
});
