import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { parseExperienceYears } from "../../db/migrations/014-agent-experience-years";
import { listAgents, listBookableAgents } from "~/modules/agents/agents.server";
import { migrationDatabases, migrationEngines } from "../support/migration-database";

const BEFORE = "012-sliding-rate-limits";
const THIS = "014-agent-experience-years";

describe("reading the years from an agent's free-text experience", () => {
  it("takes the leading whole number", () => {
    expect(["12+ years", "8 years", "10", " 9 yrs", "10-15 years", "1 year", "0 years", "60 years"].map(parseExperienceYears)).toEqual([12, 8, 10, 9, 10, 1, 0, 60]);
  });

  it("gives none for a text without a leading whole number, or one past 60 years", () => {
    expect(["over 10 years", "ten years", "", "1.5 years", "2,5 Jahre", "61 years", "Since 1998"].map(parseExperienceYears)).toEqual([null, null, null, null, null, null, null]);
  });
});


/** The agents table as it was before this migration. */
type Before = { agents: { id: string; name: string; marn: string; experience: string; languages: string; locations: string; photo: string; bio: string; is_active: number; is_sample: number; sort_order: number; created_at: string; updated_at: string } };

describe.each(migrationEngines)("migration 014 on %s", (engine) => {
  const open = migrationDatabases(engine);

  it("turns each agent's experience into whole years; a text without a number is left for the administrator and hidden from visitors", async () => {
    const { handle, migrator } = await open(BEFORE);
    const before = handle.db as unknown as Kysely<Before>;
    const now = new Date().toISOString();
    const profile = { marn: "1234567", languages: "English", locations: "Perth", photo: "/p.webp", bio: "Bio", is_active: 1, is_sample: 0, created_at: now, updated_at: now };
    await before
      .insertInto("agents")
      .values([
        { ...profile, id: "typed-plus", name: "Zoe Typed", experience: "15+ years", sort_order: 500 },
        { ...profile, id: "in-words", name: "Zed Words", experience: "over ten years", sort_order: 600 },
      ])
      .execute();

    const { error } = await migrator.migrateTo(THIS);
    expect(error).toBeUndefined();
    const agents = await listAgents(handle.db);
    expect(agents.map((agent) => [agent.name, agent.experienceYears])).toEqual([
      ["Olivia Bennett", 12],
      ["Rahul Mehta", 10],
      ["Grace Liu", 9],
      ["Daniel O'Connor", 8],
      ["Zoe Typed", 15],
      ["Zed Words", null],
    ]);
    const columns = (await handle.db.introspection.getTables()).find((table) => table.name === "agents")?.columns.map((column) => column.name);
    expect(columns).toContain("experience_years");
    expect(columns).not.toContain("experience");
    // Still bookable, shown without an experience line (the public view carries null).
    expect((await listBookableAgents(handle.db, { samples: false })).find((agent) => agent.name === "Zed Words")?.experienceYears).toBeNull();

    // Down again: the years back as text, "" where none was known.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const texts = await before.selectFrom("agents").select(["name", "experience"]).orderBy("sort_order").execute();
    expect(texts.map((row) => row.experience)).toEqual(["12 years", "10 years", "9 years", "8 years", "15 years", ""]);
  });
});
