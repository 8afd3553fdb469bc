import crypto from "node:crypto";
import type { Kysely } from "kysely";

/** The four spec profiles a fresh install shows until the administrator replaces them; marked as samples. */
const SAMPLE_AGENTS = [
  {
    name: "Olivia Bennett",
    marn: "1795104",
    experience: "12+ years",
    languages: "English",
    locations: "Sydney",
    photo: "/images/agents/olivia-bennett.svg",
    bio: "Visitor and family visas, including sponsored family visits and applications after an earlier refusal.",
  },
  {
    name: "Rahul Mehta",
    marn: "1688230",
    experience: "10 years",
    languages: "English, Hindi, Gujarati",
    locations: "Melbourne",
    photo: "/images/agents/rahul-mehta.svg",
    bio: "Visitor visas from South Asia: funds, ties to home and parents visiting their children in Australia.",
  },
  {
    name: "Grace Liu",
    marn: "1902417",
    experience: "9 years",
    languages: "English, Mandarin, Cantonese",
    locations: "Brisbane",
    photo: "/images/agents/grace-liu.svg",
    bio: "Business visitor trips and conferences, and ETA or eVisitor questions about character declarations.",
  },
  {
    name: "Daniel O'Connor",
    marn: "2011386",
    experience: "8 years",
    languages: "English",
    locations: "Perth, online",
    photo: "/images/agents/daniel-oconnor.svg",
    bio: "Tourist visas for longer stays, health and character questions, and applying from within Australia.",
  },
];

/**
 * Migration agents move from code to the database, managed in the admin area; bookings name the agent
 * chosen (null: any available agent). `agent_name` keeps the name a booking was made with, so the
 * booking still reads right after the agent's profile is renamed or deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("agents")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("marn", "varchar(10)", (col) => col.notNull())
    .addColumn("experience", "varchar(40)", (col) => col.notNull())
    .addColumn("languages", "varchar(200)", (col) => col.notNull())
    .addColumn("locations", "varchar(200)", (col) => col.notNull())
    .addColumn("photo", "varchar(200)", (col) => col.notNull())
    .addColumn("bio", "varchar(600)", (col) => col.notNull())
    .addColumn("is_active", "integer", (col) => col.notNull())
    .addColumn("is_sample", "integer", (col) => col.notNull())
    .addColumn("sort_order", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("agents_sort_idx").on("agents").columns(["sort_order", "name"]).execute();

  await db.schema.alterTable("bookings").addColumn("agent_id", "varchar(36)").execute();
  await db.schema.alterTable("bookings").addColumn("agent_name", "varchar(120)").execute();

  const now = new Date().toISOString();
  const rows = SAMPLE_AGENTS.map((agent, index) => ({
    id: crypto.randomUUID(),
    ...agent,
    is_active: 1,
    is_sample: 1,
    sort_order: (index + 1) * 10,
    created_at: now,
    updated_at: now,
  }));
  await (db as Kysely<{ agents: (typeof rows)[number] }>).insertInto("agents").values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("agent_name").execute();
  await db.schema.alterTable("bookings").dropColumn("agent_id").execute();
  await db.schema.dropTable("agents").execute();
}
