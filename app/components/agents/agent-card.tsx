import { ExternalLinkIcon } from "lucide-react";
import { AGENT_REGISTER_URL, marnLabel, type PublicAgent } from "~/modules/agents/register";

/**
 * One agent: photo, name, registration number and where to check it. A sample profile carries a visible
 * label and no register link, so its number is never presented as a registration.
 */
export function AgentCard({ agent, detailed = false }: { agent: PublicAgent; detailed?: boolean }) {
  return (
    <div className="flex items-start gap-3" data-agent={agent.name}>
      <img src={agent.photo} alt={`Photo of ${agent.name}`} width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-full object-cover" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{agent.name}</p>
        {agent.isSample ? (
          <p className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Sample profile</p>
        ) : null}
        <p className="text-slate-700">{marnLabel(agent)}</p>
        {agent.isSample ? null : (
          <a
            href={AGENT_REGISTER_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-ocean-700 underline underline-offset-2"
          >
            Check MARN {agent.marn} on the official register
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        <p className="text-slate-700">{agent.experience} experience</p>
        {detailed ? (
          <>
            <p className="text-slate-700">Languages: {agent.languages}</p>
            <p className="text-slate-700">Based in: {agent.locations}</p>
            <p className="mt-1 text-slate-700">{agent.bio}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
