import { UserCheckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { AgentCard } from "~/components/agents/agent-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import type { PublicAgent } from "~/modules/agents/register";
import { useI18n } from "~/modules/i18n/i18n";
import { localizedRouteId } from "~/modules/i18n/locales";
import { Heading } from "./heading";

/**
 * The bookable agents: from /check's own page data when the server drew the result, else fetched once
 * the result appears (the home page is prerendered, so its data cannot hold them).
 */
function useAgents(): PublicAgent[] | undefined {
  const { locale } = useI18n();
  const fromPage = useRouteLoaderData<{ agents?: PublicAgent[] }>(localizedRouteId("routes/check", locale))?.agents;
  const [fetched, setFetched] = useState<PublicAgent[]>();
  useEffect(() => {
    if (fromPage) return undefined;
    const controller = new AbortController();
    fetch("/api/agents", { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ agents: PublicAgent[] }>) : { agents: [] }))
      .then((body) => setFetched(body.agents))
      .catch(() => undefined);
    return () => controller.abort();
  }, [fromPage]);
  return fromPage ?? fetched;
}

/** The optional paid consultation with a registered migration agent, below the result (first when the result has points to act on). */
export function AgentOffer({ recommended = false }: { recommended?: boolean }) {
  const agents = useAgents();
  return (
    <Card className="flex flex-col" data-print-hidden>
      <CardHeader>
        <span className="flex size-11 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
          <UserCheckIcon className="size-5" aria-hidden="true" />
        </span>
        <Heading depth={2} className="mt-2 text-lg font-semibold text-slate-900">
          Talk to a Registered Migration Agent
        </Heading>
        <CardDescription>
          {recommended
            ? "Recommended for your result: an agent can assess what you need to declare or show before you apply. Optional, one 60-minute consultation."
            : "Optional. One 60-minute consultation about your situation with one of our agents."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {agents && agents.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Agents">
            {agents.map((agent) => (
              <li key={agent.id}>
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="accent" className="w-full">
          <Link to="/book-consultation">Book Now - $199 AUD</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
