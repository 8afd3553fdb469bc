import { redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { AGENTS_PATH, AgentForm } from "~/components/admin/agent-form";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { savedFormReply } from "~/lib/forms/saved-reply.server";
import { agentFormSchema } from "~/modules/agents/agent-form";
import { findAgent } from "~/modules/agents/agents.server";
import { saveAgent } from "~/modules/agents/save-agent.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import type { Route } from "./+types/agent-edit.$id";

export function meta() {
  return adminMeta("Edit Agent");
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const agent = await findAgent(getDb(), params.id);
  if (!agent) throw redirect(AGENTS_PATH);
  return { agent };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  await requireAdmin(request, url);
  // Photo uploads: the large body limit, for a signed-in administrator only (checked just above).
  const submission = await parseForm(request, agentFormSchema, { bodyLimit: "upload" });
  return savedFormReply(submission, submission.ok ? await saveAgent(getDb(), submission.data, params.id) : undefined, AGENTS_PATH);
}

export default function AgentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { agent } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Edit Agent"
        description={
          <>
            Editing <span className="font-medium text-slate-800">{agent.name}</span>
          </>
        }
      />
      <AgentForm key={agent.id} initial={agent} reply={actionData} />
    </>
  );
}
