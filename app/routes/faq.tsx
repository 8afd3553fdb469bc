import { CheckCta } from "~/components/content/check-cta";
import { FactsReviewed } from "~/components/content/facts-reviewed";
import { FaqTopics } from "~/components/content/faq-topics";
import { JsonLd } from "~/components/content/json-ld";
import { FACTS_LAST_REVIEWED } from "~/content/facts";
import { faqTopics } from "~/content/faq";
import { faqPage } from "~/content/public-pages";
import { getPublicConfig } from "~/lib/public-config.server";
import { faqPageJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export function loader() {
  return {
    meta: seoMeta({ ...faqPage, origin: getPublicConfig().origin }),
    structuredData: faqPageJsonLd(faqTopics.flatMap((topic) => topic.questions)),
    topics: faqTopics,
    factsReviewed: FACTS_LAST_REVIEWED,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { topics, factsReviewed, structuredData } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900">Visa Q&amp;A</h1>
        <p className="mt-4 text-lg text-slate-700">
          Straight answers about Australian visitor visas: who is eligible, how to apply, which documents to prepare and
          how long you can stay.
        </p>
        <FactsReviewed date={factsReviewed} className="mt-3" />
      </header>
      <div className="mt-8">
        <FaqTopics topics={topics} />
      </div>
      <CheckCta
        className="mt-12"
        title="Still not sure which visa fits?"
        text="The free eligibility check asks the questions that matter for your trip and explains each requirement. No account, and your answers are not saved."
      />
      <JsonLd data={structuredData} />
    </div>
  );
}
