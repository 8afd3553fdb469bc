import { CheckCta } from "~/components/content/check-cta";
import { FiguresNote } from "~/components/content/figures-note";
import { FaqTopics } from "~/components/content/faq-topics";
import { JsonLd } from "~/components/content/json-ld";
import { figuresComparedOn } from "~/content/facts";
import { faqTopics, withSources } from "~/content/faq";
import { faqPage } from "~/content/public-pages";
import { getPublicConfig } from "~/lib/public-config.server";
import { faqPageJsonLd } from "~/lib/seo";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/faq";

export function loader({ request }: Route.LoaderArgs) {
  return {
    meta: localizedSeoMeta({ ...faqPage, origin: getPublicConfig().origin, locale: localeOfPath(new URL(request.url).pathname) }),
    structuredData: faqPageJsonLd(faqTopics.flatMap((topic) => topic.questions)),
    topics: faqTopics.map((topic) => ({ ...topic, questions: withSources(topic.questions) })),
    figuresComparedOn,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { topics, figuresComparedOn, structuredData } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900">Visa Q&amp;A</h1>
        <p className="mt-4 text-lg text-slate-700">
          Straight answers about Australian visitor visas: who is eligible, how to apply, which documents to prepare and
          how long you can stay.
        </p>
        <FiguresNote comparedOn={figuresComparedOn} className="mt-3">
          Each answer names the official sources of its figures; visa charges change every 1 July.
        </FiguresNote>
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
