import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { businessIdentity } from "~/modules/business/identity.server";
import { listBookableAgents, type AgentAudience } from "./agents.server";
import type { PublicAgent } from "./register";

/** Sample profiles are for a demo installation only: one with business details set sells real consultations. */
export function agentAudience(demoInstallation = businessIdentity() === null): AgentAudience {
  return { samples: demoInstallation };
}

/**
 * The consultation as this installation offers it: the agents to show, and whether it is offered at all.
 * A demo installation always offers it (its checkout takes no money); a real one only while at least one
 * real agent is active.
 */
export async function consultationOffer(db: Kysely<Database>, audience = agentAudience()): Promise<{ offered: boolean; agents: PublicAgent[] }> {
  const agents = await listBookableAgents(db, audience);
  return { offered: audience.samples || agents.length > 0, agents };
}
