import { CheckCircle2Icon } from "lucide-react";
import { Link } from "react-router";
import { CheckerSection } from "~/components/checker/checker-section";
import { AboutBlock } from "~/components/content/about-block";
import { HaveQuestions } from "~/components/content/have-questions";
import { HomeFaq } from "~/components/content/home-faq";
import { JsonLd } from "~/components/content/json-ld";
import { TourismSection } from "~/components/content/tourism-section";
import { TrustedSection } from "~/components/content/trusted-section";
import { Button } from "~/components/ui/button";
import { aboutIntro, aboutPositioning, missionPoints } from "~/content/about";
import { tourismFacts } from "~/content/australia-facts";
import { cities } from "~/content/cities";
import { figuresComparedOn } from "~/content/facts";
import { homeFaq, withSources } from "~/content/faq";
import { landmarks } from "~/content/landmarks";
import { homePage } from "~/content/public-pages";
import { TESTIMONIALS_ARE_SAMPLES, testimonials } from "~/content/testimonials";
import { businessJsonLd } from "~/modules/business/identity";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { organizationJsonLd, seoMeta, websiteJsonLd } from "~/lib/seo";
import type { Route } from "./+types/home";

// Prerendered: this runs at build time. Content and tags reach the browser as page data, not as script.
export function loader() {
  const { origin } = getPublicConfig();
  const business = businessIdentity();
  return {
    meta: seoMeta({ ...homePage, origin }),
    structuredData: [organizationJsonLd(origin, businessJsonLd(business)), websiteJsonLd(origin)],
    supportEmail: business?.supportEmail ?? null,
    about: { intro: aboutIntro, positioning: aboutPositioning, missionPoints },
    cities,
    tourismFacts,
    landmarks,
    testimonials,
    testimonialsAreSamples: TESTIMONIALS_ARE_SAMPLES,
    faq: withSources(homeFaq),
    figuresComparedOn,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

const promises = ["Free", "No account needed", "Answers not saved"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-ocean-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
          <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900 sm:text-5xl">
            Free Australian Visa Eligibility Check
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Answer a few questions and see in minutes whether you may qualify for an Australian visitor visa, and which
            one fits: ETA, eVisitor or Visitor visa (subclass 600).
          </p>
          <Button asChild variant="accent" size="lg" className="mt-8">
            <Link to="/#checker">Check Eligibility Now</Link>
          </Button>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <CheckCircle2Icon className="size-4 text-ocean-600" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CheckerSection />
      <AboutBlock content={data.about} headingLevel={2} />
      <TourismSection cities={data.cities} facts={data.tourismFacts} landmarks={data.landmarks} />
      <TrustedSection testimonials={data.testimonials} samples={data.testimonialsAreSamples} />
      <HaveQuestions supportEmail={data.supportEmail} />
      <HomeFaq items={data.faq} comparedOn={data.figuresComparedOn} />
      {data.structuredData.map((item) => (
        <JsonLd key={item["@type"]} data={item} />
      ))}
    </>
  );
}
