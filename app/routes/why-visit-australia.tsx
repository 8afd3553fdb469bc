import { Link } from "react-router";
import { CheckCta } from "~/components/content/check-cta";
import { CityExplorer } from "~/components/content/city-explorer";
import { FactCards } from "~/components/content/fact-cards";
import { LandmarkCards } from "~/components/content/landmark-cards";
import { SectionHeading } from "~/components/content/section-heading";
import { Button } from "~/components/ui/button";
import { getPublicConfig } from "~/lib/public-config.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { whyVisitPageText } from "~/modules/i18n/content-page-messages";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/why-visit-australia";

// The page's texts are put in its language here, on the server: the browser gets them as page data.
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  const { meta, ...text } = whyVisitPageText(locale, t);
  return { meta: localizedSeoMeta({ ...meta, origin: getPublicConfig().origin, locale, t }), text };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function WhyVisitAustralia({ loaderData }: Route.ComponentProps) {
  const { copy, checkButton, checkPath, facts, cities, landmarks } = loaderData.text;
  return (
    <>
      <section className="bg-gradient-to-b from-ocean-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900 sm:text-5xl">{copy.title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{copy.lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={checkPath}>{checkButton}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <a href="#city-map">{copy.explore}</a>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="quick-facts-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionHeading id="quick-facts-heading" title={copy.factsTitle} />
        <div className="mt-6">
          <FactCards facts={facts} />
        </div>
      </section>

      <section id="city-map" aria-labelledby="city-map-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 sm:px-6">
        <SectionHeading
          id="city-map-heading"
          title={copy.citiesTitle}
          lead={
            <>
              {/* Touch screens cannot hover: they get the wording for what they can do. */}
              <span className="[@media(hover:none)]:hidden">{copy.citiesLeadPointer}</span>
              <span className="hidden [@media(hover:none)]:inline">{copy.citiesLeadTouch}</span>
            </>
          }
        />
        <div className="mt-6">
          <CityExplorer cities={cities} label={copy.mapLabel} chipsLabel={copy.chipsLabel} prompt={copy.mapPrompt} />
        </div>
      </section>

      <section aria-labelledby="iconic-places-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionHeading id="iconic-places-heading" title={copy.landmarksTitle} />
        <div className="mt-6">
          <LandmarkCards landmarks={landmarks} />
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <CheckCta title={copy.ctaTitle} text={copy.ctaText} button={checkButton} to={checkPath} />
      </div>
    </>
  );
}
