import { describe, expect, it } from "vitest";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { migrationDatabases } from "../support/migration-database";

const databaseAt = migrationDatabases();

describe("migration 013", () => {
  it("adds the reminders and the outbox's header lines to an installation, keeping its queued mail; down removes both", async () => {
    const { handle, migrator } = await databaseAt("012-sliding-rate-limits");
    await handle.db
      .insertInto("mail_outbox")
      .values({ id: "queued-before", to_address: "a@example.com", subject: "s", text_body: "t", html_body: "h", status: "pending", next_attempt_at: "2026-01-01T00:00:00.000Z", created_at: "2026-01-01T00:00:00.000Z" })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const before = await handle.db.selectFrom("mail_outbox").select(["id", "headers", "to_address"]).execute();
    expect(before).toEqual([{ id: "queued-before", headers: null, to_address: "a@example.com" }]);
    await enqueueMail(handle.db, { to: "b@example.com", subject: "s", text: "t", html: "h", headers: { "List-Unsubscribe": "<https://x.example/u>" } });
    const stored = await handle.db.selectFrom("mail_outbox").select("headers").where("to_address", "=", "b@example.com").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.headers ?? "{}")).toEqual({ "List-Unsubscribe": "<https://x.example/u>" });
    await handle.db.insertInto("reminders").values({ id: crypto.randomUUID(), email: "c@example.com", apply_by: "2027-01-01", arrival: "2027-02-01", visa: "eta-601", locale: "en" }).execute();
    expect(await handle.db.selectFrom("reminders").select("stage").execute()).toEqual([{ stage: 0 }]);

    expect((await migrator.migrateTo("012-sliding-rate-limits")).error).toBeUndefined();
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain("reminders");
    expect(tables.find((table) => table.name === "mail_outbox")?.columns.map((column) => column.name)).not.toContain("headers");
  });
});
