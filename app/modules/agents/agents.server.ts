import crypto from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AgentsTable, Database } from "~/lib/db-schema";
import { changeContent } from "~/modules/pages/content-version.server";
import type { PublicAgent } from "./register";

export interface Agent extends PublicAgent {
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** What the agent form saves. */
export type AgentInput = Omit<Agent, "id" | "createdAt" | "updatedAt">;

function toAgent(row: Selectable<AgentsTable>): Agent {
  return {
    id: row.id,
    name: row.name,
    marn: row.marn,
    experienceYears: row.experience_years,
    languages: row.languages,
    locations: row.locations,
    photo: row.photo,
    bio: row.bio,
    isSample: row.is_sample === 1,
    isActive: row.is_active === 1,
    sortOrder: row.sort_order,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPublicAgent(agent: Agent): PublicAgent {
  const { id, name, marn, experienceYears, languages, locations, photo, bio, isSample } = agent;
  return { id, name, marn, experienceYears, languages, locations, photo, bio, isSample };
}

function columns(input: AgentInput) {
  return {
    name: input.name,
    marn: input.marn,
    experience_years: input.experienceYears,
    languages: input.languages,
    locations: input.locations,
    photo: input.photo,
    bio: input.bio,
    is_active: input.isActive ? 1 : 0,
    is_sample: input.isSample ? 1 : 0,
    sort_order: input.sortOrder,
  };
}

/** Every agent, in the order the public sees them (sort order, then name). */
export async function listAgents(db: Kysely<Database>): Promise<Agent[]> {
  const rows = await db.selectFrom("agents").selectAll().orderBy("sort_order").orderBy("name").orderBy("id").execute();
  return rows.map(toAgent);
}

/**
 * Which agents a visitor is shown: a demo installation keeps the labelled sample profiles; a real one
 * (business details set) never shows them, since a paid consultation must have a real agent behind it.
 */
export interface AgentAudience {
  samples: boolean;
}

/** The agents a visitor may book: active ones only, and sample profiles only where the audience allows. */
export async function listBookableAgents(db: Kysely<Database>, audience: AgentAudience): Promise<PublicAgent[]> {
  let query = db.selectFrom("agents").selectAll().where("is_active", "=", 1);
  if (!audience.samples) query = query.where("is_sample", "=", 0);
  const rows = await query.orderBy("sort_order").orderBy("name").orderBy("id").execute();
  return rows.map((row) => toPublicAgent(toAgent(row)));
}

export async function findAgent(db: Kysely<Database>, id: string): Promise<Agent | undefined> {
  const row = await db.selectFrom("agents").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAgent(row) : undefined;
}

/** An active agent by id, for a booking; an inactive or unknown one (or a sample the audience may not see) gives undefined. */
export async function findBookableAgent(db: Kysely<Database>, id: string, audience: AgentAudience): Promise<Agent | undefined> {
  const agent = await findAgent(db, id);
  return agent?.isActive && (audience.samples || !agent.isSample) ? agent : undefined;
}

export async function createAgent(db: Kysely<Database>, input: AgentInput, now = new Date()): Promise<Agent> {
  const timestamp = now.toISOString();
  const row = { id: crypto.randomUUID(), ...columns(input), created_at: timestamp, updated_at: timestamp };
  // Kept checker results show the agent cards: they are rendered afresh after any change to an agent.
  await changeContent(db, (trx) => trx.insertInto("agents").values(row).execute());
  return toAgent(row);
}

export async function updateAgent(db: Kysely<Database>, id: string, input: AgentInput, now = new Date()): Promise<Agent | undefined> {
  await changeContent(db, (trx) =>
    trx
      .updateTable("agents")
      .set({ ...columns(input), updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute(),
  );
  return findAgent(db, id);
}

/** Shows or hides an agent without losing the profile. */
export async function setAgentActive(db: Kysely<Database>, id: string, active: boolean, now = new Date()): Promise<boolean> {
  const result = await changeContent(db, (trx) =>
    trx
      .updateTable("agents")
      .set({ is_active: active ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the profile; bookings keep the name they were made with. Gives the deleted agent. */
export async function deleteAgent(db: Kysely<Database>, id: string): Promise<Agent | undefined> {
  const agent = await findAgent(db, id);
  if (!agent) return undefined;
  await changeContent(db, (trx) => trx.deleteFrom("agents").where("id", "=", id).execute());
  return agent;
}
