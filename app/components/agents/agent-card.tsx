import { ExternalLinkIcon } from "lucide-react";
import type { AgentCardWords } from "~/modules/agents/agent-card-words.server";
import { AGENT_REGISTER_URL, type PublicAgent } from "~/modules/agents/register";

/** The card's own words; the agent's name, number, languages and bio are data and stay as written. */
export interface AgentCardLabels {
  photo: (name: string) => string;
  sample: string;
  marn: (agent: Pick<PublicAgent, "marn" | "isSample">) => string;
  checkRegister: (marn: string) => string;
  newTab: string;
  /** The years of experience worded in the language; null for none known (the line is left out). */
  experience: (years: number | null) => string | null;
  /** The detailed card's lines: the languages the agent speaks, and where the agent is based. */
  languages?: (languages: string) => string;
  basedIn?: (places: string) => string;
}

/** The card's words as the booking page's loader worded them in the page's language. */
export const cardLabelsFromWords = (words: AgentCardWords): AgentCardLabels => ({
  photo: (name) => words.photo[name] ?? name,
  sample: words.sample,
  marn: (agent) => words.marn[`${agent.isSample}:${agent.marn}`] ?? agent.marn,
  checkRegister: (marn) => words.checkRegister[marn] ?? marn,
  newTab: words.newTab,
  experience: (years) => (years === null ? null : (words.experience[years] ?? null)),
  languages: (languages) => words.languages[languages] ?? languages,
  basedIn: (places) => words.basedIn[places] ?? places,
});

/**
 * One agent: photo, name, registration number and where to check it. A sample profile carries a visible
 * label and no register link, so its number is never presented as a registration.
 */
export function AgentCard({
  agent,
  detailed = false,
  labels,
}: {
  agent: PublicAgent;
  detailed?: boolean;
  /** The card's words: in the page's language on the result's offer, in English on the booking page. */
  labels: AgentCardLabels;
}) {
  const experience = labels.experience(agent.experienceYears);
  return (
    <div className="flex items-start gap-3" data-agent={agent.name}>
      <img src={agent.photo} alt={labels.photo(agent.name)} width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-full object-cover" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{agent.name}</p>
        {agent.isSample ? (
          <p className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{labels.sample}</p>
        ) : null}
        <p className="text-slate-700">{labels.marn(agent)}</p>
        {agent.isSample ? null : (
          <a
            href={AGENT_REGISTER_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-ocean-700 underline underline-offset-2"
          >
            {labels.checkRegister(agent.marn)}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{labels.newTab}</span>
          </a>
        )}
        {experience === null ? null : <p className="text-slate-700">{experience}</p>}
        {detailed ? (
          <>
            <p className="text-slate-700">{labels.languages?.(agent.languages) ?? agent.languages}</p>
            <p className="text-slate-700">{labels.basedIn?.(agent.locations) ?? agent.locations}</p>
            <p className="mt-1 text-slate-700">{agent.bio}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
