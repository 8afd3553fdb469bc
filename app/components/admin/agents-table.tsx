import { Pencil, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { AdminTable } from "./admin-table";
import { ENHANCED_FIELD } from "~/lib/forms/enhanced-field";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/toast";
import { marnLabel } from "~/modules/agents/register";
import { AGENTS_PATH } from "./agent-form";
import { ConfirmedLink } from "./confirmed-link";

export interface AgentRow {
  id: string;
  name: string;
  marn: string;
  photo: string;
  languages: string;
  /** Null: an older profile stated no number; visitors see no experience until it is entered. */
  experienceYears: number | null;
  isActive: boolean;
  isSample: boolean;
}

export const deleteAgentTexts = {
  title: "Delete this agent?",
  description: "This permanently deletes the profile and its photo. Bookings made with the agent keep the agent's name.",
  toastTitle: "Agent Deleted",
  toastDescription: "The agent's profile has been deleted.",
} as const;

const DELETE_FETCHER_KEY = "delete-agent";
const iconLink = cn(buttonVariants({ variant: "ghost", size: "icon" }), "text-slate-700");

/** Shows 'Agent Deleted' after each deletion; used once by the list screen. */
export function useAgentDeletedToast(): void {
  const fetcher = useFetcher<{ deleted: boolean }>({ key: DELETE_FETCHER_KEY });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.deleted) notify.success(deleteAgentTexts.toastTitle, deleteAgentTexts.toastDescription);
  }, [fetcher.state, fetcher.data]);
}

function DeleteAgentButton({ id, name }: { id: string; name: string }) {
  const fetcher = useFetcher<{ deleted: boolean }>({ key: DELETE_FETCHER_KEY });
  return (
    <ConfirmedLink
      to={`?delete=${encodeURIComponent(id)}`}
      aria-label={`Delete ${name}`}
      title="Delete"
      className={buttonVariants({ variant: "ghostDanger", size: "icon" })}
      question={deleteAgentTexts}
      confirmLabel="Delete"
      busy={fetcher.state !== "idle"}
      onConfirm={() => fetcher.submit({ intent: "delete", id, [ENHANCED_FIELD]: "1" }, { method: "post", action: AGENTS_PATH })}
    >
      <Trash2 aria-hidden="true" />
    </ConfirmedLink>
  );
}

const agentColumns = [
  { label: "Agent" },
  { label: "Status" },
  { label: "Languages", className: "hidden sm:table-cell" },
  { label: "Actions", className: "text-right" },
];

/** The Agents table: photo and name (with MARN), status, and edit / activate / delete. */
export function AgentsTable({ agents }: { agents: AgentRow[] }) {
  const empty = agents.length === 0 ? <p className="text-slate-700">No agents yet. Visitors can still book with any available agent.</p> : null;
  return (
    <AdminTable columns={agentColumns} empty={empty}>
      {agents.map((agent) => (
        <tr key={agent.id} data-agent-row={agent.name}>
          <td className="px-3 py-3 sm:px-4">
            <div className="flex items-center gap-3">
              <img src={agent.photo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" />
              <div>
                <p className="font-medium text-slate-900">{agent.name}</p>
                <p className="text-slate-600">{marnLabel(agent)}</p>
              </div>
            </div>
          </td>
          <td className="px-3 py-3 sm:px-4">
            <div className="flex flex-wrap gap-1">
              <Badge variant={agent.isActive ? "success" : "muted"}>{agent.isActive ? "Active" : "Inactive"}</Badge>
              {agent.isSample ? <Badge variant="danger">Sample profile</Badge> : null}
              {agent.experienceYears === null ? <Badge variant="danger">Experience missing</Badge> : null}
            </div>
          </td>
          <td className="hidden px-3 py-3 text-slate-700 sm:table-cell sm:px-4">{agent.languages}</td>
          <td className="px-3 py-3 sm:px-4">
            <div className="flex flex-wrap items-center justify-end gap-1">
              <Form method="post" action={AGENTS_PATH}>
                <input type="hidden" name="intent" value={agent.isActive ? "deactivate" : "activate"} />
                <input type="hidden" name="id" value={agent.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`${agent.isActive ? "Deactivate" : "Activate"} ${agent.name}`}>
                  {agent.isActive ? "Deactivate" : "Activate"}
                </Button>
              </Form>
              <Link to={`${AGENTS_PATH}/${agent.id}`} className={iconLink} aria-label={`Edit ${agent.name}`} title="Edit">
                <Pencil aria-hidden="true" />
              </Link>
              <DeleteAgentButton id={agent.id} name={agent.name} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
