import { Plus } from "lucide-react";
import { Link, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ConfirmDeleteSection } from "~/components/admin/confirm-delete-section";
import { AGENTS_PATH } from "~/components/admin/agent-form";
import { AgentsTable, deleteAgentTexts, useAgentDeletedToast } from "~/components/admin/agents-table";
import { Button } from "~/components/ui/button";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { problemResponse, problems } from "~/lib/http/problem";
import { z } from "~/lib/zod";
import { findAgent, listAgents, setAgentActive } from "~/modules/agents/agents.server";
import { deleteAgentWithPhoto } from "~/modules/agents/save-agent.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import type { Route } from "./+types/agents";

export function meta() {
  return adminMeta("Agents");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const db = getDb();
  const agents = await listAgents(db);
  // ?delete=<id> is the confirmation step for browsers without JavaScript.
  const deleteId = url.searchParams.get("delete");
  const pendingDelete = deleteId ? await findAgent(db, deleteId) : undefined;
  return {
    agents: agents.map(({ id, name, marn, photo, languages, experienceYears, isActive, isSample }) => ({ id, name, marn, photo, languages, experienceYears, isActive, isSample })),
    pendingDelete: pendingDelete ? { id: pendingDelete.id, name: pendingDelete.name } : undefined,
  };
}

const actionSchema = z.object({ intent: z.enum(["delete", "activate", "deactivate"]), id: z.string().min(1).max(100) });

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(request, url);
  const submission = await parseForm(request, actionSchema);
  if (!submission.ok) throw problemResponse(problems.badRequest("Unknown action."));
  const { intent, id } = submission.data;
  const db = getDb();
  if (intent !== "delete") {
    await setAgentActive(db, id, intent === "activate");
    return redirect(AGENTS_PATH, 303);
  }
  const deleted = await deleteAgentWithPhoto(db, id);
  if (!submission.enhanced) return redirect(AGENTS_PATH, 303);
  return { deleted: deleted !== undefined };
}

export default function Agents({ loaderData }: Route.ComponentProps) {
  const { agents, pendingDelete } = loaderData;
  useAgentDeletedToast();
  const samples = agents.filter((agent) => agent.isSample).length;
  const withoutExperience = agents.filter((agent) => agent.experienceYears === null).length;
  return (
    <>
      <AdminPageHeader
        title="Agents"
        description="The registered migration agents visitors see on their result and can book."
        actions={
          <Button asChild>
            <Link to={`${AGENTS_PATH}/new`}>
              <Plus aria-hidden="true" />
              Add Agent
            </Link>
          </Button>
        }
      />
      {samples > 0 ? (
        <p role="note" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {samples === 1 ? "1 profile is a sample" : `${samples} profiles are samples`}: visitors see them labelled &ldquo;Sample profile&rdquo;. Replace them
          with your registered agents (check each MARN on the official register), or deactivate them.
        </p>
      ) : null}
      {withoutExperience > 0 ? (
        <p role="note" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-experience-missing>
          {withoutExperience === 1 ? "1 profile has" : `${withoutExperience} profiles have`} no years of experience: their earlier text did not start with a
          number, so visitors see no experience for them. Edit each profile marked &ldquo;Experience missing&rdquo; and enter the years.
        </p>
      ) : null}
      {pendingDelete ? <ConfirmDeleteSection texts={deleteAgentTexts} item={{ id: pendingDelete.id, label: pendingDelete.name }} action={AGENTS_PATH} /> : null}
      <AgentsTable agents={agents} />
    </>
  );
}
