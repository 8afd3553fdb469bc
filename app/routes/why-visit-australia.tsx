import { Link } from "react-router";
import { CheckCta } from "~/components/content/check-cta";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { CityExplorer } from "~/components/content/city-explorer";
import { FactCards } from "~/components/content/fact-cards";
import { LandmarkCards } from "~/components/content/landmark-cards";
import { SectionHeading } from "~/components/content/section-heading";
import { Button } from "~/components/ui/button";
import { tourismFacts } from "~/content/australia-facts";
import { cities } from "~/content/cities";
import { landmarks } from "~/content/landmarks";
import { whyVisitPage } from "~/content/public-pages";
import { mapPrompt, whyVisitHero } from "~/content/why-visit";
import { getPublicConfig } from "~/lib/public-config.server";
import { useI18n } from "~/modules/i18n/i18n";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/why-visit-australia";

export function loader({ url }: Route.LoaderArgs) {
  return {
    meta: localizedSeoMeta({ ...whyVisitPage, origin: getPublicConfig().origin, locale: localeOfPath(url.pathname) }),
    hero: whyVisitHero,
    facts: tourismFacts,
    cities,
    mapPrompt,
    landmarks,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The page is English in every language for now: other languages say so above it, in their own words.
export default function WhyVisitAustralia({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const { locale } = useI18n();
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <section className="bg-gradient-to-b from-ocean-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900 sm:text-5xl">{data.hero.title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{data.hero.lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={localizePath("/#checker", locale)}>Check Eligibility Now</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <a href="#city-map">Explore the cities</a>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="quick-facts-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionHeading id="quick-facts-heading" title="Quick facts" />
        <div className="mt-6">
          <FactCards facts={data.facts} />
        </div>
      </section>

      <section id="city-map" aria-labelledby="city-map-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 sm:px-6">
        <SectionHeading
          id="city-map-heading"
          title="Explore Australia's top cities"
          lead={
            <>
              {/* Touch screens cannot hover: they get the wording for what they can do. */}
              <span className="[@media(hover:none)]:hidden">Hover over a city, or move to it with the Tab key, to read about it.</span>
              <span className="hidden [@media(hover:none)]:inline">Tap a city to read about it.</span> Press a city to keep it selected.
            </>
          }
        />
        <div className="mt-6">
          <CityExplorer cities={data.cities} prompt={data.mapPrompt} />
        </div>
      </section>

      <section aria-labelledby="iconic-places-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionHeading id="iconic-places-heading" title="Iconic places" />
        <div className="mt-6">
          <LandmarkCards landmarks={data.landmarks} />
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <CheckCta
          title="Ready to plan your trip?"
          text="Find out in minutes whether you may qualify for an ETA, an eVisitor or a Visitor visa (subclass 600). It is free, and your answers are not saved."
        />
      </div>
    </EnglishOnlyContent>
  );
}
