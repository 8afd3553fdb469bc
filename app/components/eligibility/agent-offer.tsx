import { UserCheckIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { AgentCard, type AgentCardLabels } from "~/components/agents/agent-card";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { fetchJson } from "~/lib/http/fetch-json";
import { experienceText, type PublicAgent } from "~/modules/agents/register";
import { formatOfferPrice } from "~/modules/i18n/format";
import { useI18n } from "~/modules/i18n/i18n";
import { localizedRouteId, localizePath } from "~/modules/i18n/locales";
import { PRODUCTS } from "~/modules/payments/products";
import { OfferCardHeader } from "./offer-card-header";

/** The bookable agents, and whether this installation offers a consultation at all. */
interface ConsultationOffer {
  agents: PublicAgent[];
  offered: boolean;
}

/**
 * The offer: from /check's own page data when the server drew the result, else fetched once the result
 * appears (the home page is prerendered, so its data cannot hold it). Undefined until known.
 */
function useConsultationOffer(): ConsultationOffer | undefined {
  const { locale } = useI18n();
  const page = useRouteLoaderData<{ agents?: PublicAgent[]; consultationOffered?: boolean }>(localizedRouteId("routes/check", locale));
  const fromPage = page?.agents ? { agents: page.agents, offered: page.consultationOffered ?? true } : undefined;
  const [fetched, setFetched] = useState<ConsultationOffer>();
  const known = fromPage !== undefined;
  useEffect(() => {
    if (known) return undefined;
    const controller = new AbortController();
    fetchJson<ConsultationOffer>("/api/agents", { signal: controller.signal })
      .then((body) => setFetched(body ?? { agents: [], offered: false }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [known]);
  return fromPage ?? fetched;
}

/** The agent cards' words in the page's language. */
function useAgentCardLabels(): AgentCardLabels {
  const { t } = useI18n();
  return useMemo(
    () => ({
      photo: (name) => t("result.offer.agent.photo", { name }),
      sample: t("result.offer.agent.sample"),
      marn: (agent) => (agent.isSample ? t("result.offer.agent.sample-marn", { marn: agent.marn }) : t("result.offer.agent.marn", { marn: agent.marn })),
      checkRegister: (marn) => t("result.offer.agent.check-register", { marn }),
      newTab: t("result.new-tab"),
      experience: (years) => experienceText(years, t),
    }),
    [t],
  );
}

/**
 * The optional paid consultation with a registered migration agent, below the result (first when the result
 * has points to act on). The booking page it leads to is in the page's language's layout, its form in English.
 */
export function AgentOffer({ recommended = false }: { recommended?: boolean }) {
  const { locale, t } = useI18n();
  const offer = useConsultationOffer();
  const agents = offer?.agents;
  const labels = useAgentCardLabels();
  const price = formatOfferPrice(PRODUCTS.consultation.amountCents / 100, locale);
  // Nothing is offered until it is known to be (a real installation without a real agent offers nothing).
  if (!offer?.offered) return null;
  return (
    <Card className="flex flex-col" data-print-hidden>
      <OfferCardHeader
        icon={UserCheckIcon}
        badgeClassName="bg-ocean-100 text-ocean-800"
        heading={t("result.offer.agent.heading")}
        description={recommended ? t("result.offer.agent.recommended") : t("result.offer.agent.optional")}
      />
      <CardContent className="flex-1">
        {agents && agents.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("result.offer.agent.list")}>
            {agents.map((agent) => (
              <li key={agent.id}>
                <AgentCard agent={agent} labels={labels} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="accent" className="w-full">
          <Link to={localizePath("/book-consultation", locale)}>{t("result.offer.agent.book", { price })}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
