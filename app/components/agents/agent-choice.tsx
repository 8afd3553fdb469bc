import { Field } from "~/components/ui/field";
import { ANY_AGENT, type PublicAgent } from "~/modules/agents/register";
import { useI18n } from "~/modules/i18n/i18n";

/** The booking form's 'Agent' select: any available agent, or one by name (samples say so). */
export function AgentChoice({ agents, defaultValue, error }: { agents: PublicAgent[]; defaultValue: string; error?: string }) {
  const { t } = useI18n();
  return (
    <Field name="agent" label={t("booking.agent")} hint={t("booking.agent.hint")} error={error}>
      {(control) => (
        <select
          {...control}
          defaultValue={defaultValue}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-ocean-600 sm:text-sm"
        >
          <option value={ANY_AGENT.value}>{t("booking.agent.any")}</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.isSample ? t("booking.agent.sample", { name: agent.name }) : agent.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
