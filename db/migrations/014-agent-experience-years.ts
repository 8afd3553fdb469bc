import type { Kysely } from "kysely";

/** The most years of experience a profile may state; a larger figure is taken for a typing error. */
const MOST_YEARS = 60;

/**
 * The years a free-text experience states by its leading whole number: "12+ years" 12, "8 years" 8,
 * "10-15 years" 10. A text that does not start with a whole number ("over ten years", "1.5 years") or
 * states more than the form allows gives null: the administrator enters the figure.
 */
export function parseExperienceYears(text: string): number | null {
  const leading = /^\s*(\d+)(?![.,]\d)/.exec(text);
  if (!leading) return null;
  const years = Number(leading[1]);
  return years <= MOST_YEARS ? years : null;
}

type Before = { agents: { id: string; experience: string } };
type After = { agents: { id: string; experience_years: number | null } };

/**
 * `agents.experience_years` replaces the free-text `experience`, so the pages can word the figure in each
 * language. Existing rows (the seeded samples among them: 12, 10, 9 and 8) keep the number their text
 * starts with; a row without one is left null, shown to the administrator to fix and to visitors without
 * an experience line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("agents").addColumn("experience_years", "integer").execute();
  const rows = await (db as Kysely<Before>).selectFrom("agents").select(["id", "experience"]).execute();
  for (const row of rows) {
    const years = parseExperienceYears(row.experience);
    if (years !== null) await (db as Kysely<After>).updateTable("agents").set({ experience_years: years }).where("id", "=", row.id).execute();
  }
  await db.schema.alterTable("agents").dropColumn("experience").execute();
}

/** Back to text: "12 years" for a number, "" where none was known. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("agents")
    .addColumn("experience", "varchar(40)", (col) => col.notNull().defaultTo(""))
    .execute();
  const rows = await (db as Kysely<After>).selectFrom("agents").select(["id", "experience_years"]).execute();
  for (const row of rows) {
    if (row.experience_years === null) continue;
    const experience = `${row.experience_years} ${row.experience_years === 1 ? "year" : "years"}`;
    await (db as Kysely<Before>).updateTable("agents").set({ experience }).where("id", "=", row.id).execute();
  }
  await db.schema.alterTable("agents").dropColumn("experience_years").execute();
}
