import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { AGENTS_PATH, AgentForm, type AgentFormInitial } from "~/components/admin/agent-form";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { savedFormReply } from "~/lib/forms/saved-reply.server";
import { agentFormSchema } from "~/modules/agents/agent-form";
import { saveAgent } from "~/modules/agents/save-agent.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import type { Route } from "./+types/agent-new";

export function meta() {
  return adminMeta("Add Agent");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return null;
}

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(request, url);
  // Photo uploads: the large body limit, for a signed-in administrator only (checked just above).
  const submission = await parseForm(request, agentFormSchema, { bodyLimit: "upload" });
  return savedFormReply(submission, submission.ok ? await saveAgent(getDb(), submission.data) : undefined, AGENTS_PATH);
}

const blank: AgentFormInitial = {
  name: "",
  marn: "",
  experienceYears: null,
  languages: "",
  locations: "",
  bio: "",
  sortOrder: 100,
  isActive: true,
  isSample: false,
  photo: "",
};

export default function AgentNew({ actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Add Agent" description="A registered migration agent visitors can book." />
      <AgentForm initial={blank} reply={actionData} />
    </>
  );
}
