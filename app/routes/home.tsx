import { CheckCircle2Icon } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { CheckerSection } from "~/components/eligibility/checker-section";
import { JsonLd } from "~/components/content/json-ld";
import { ServerHtml } from "~/components/content/server-html";
import { TourismSection } from "~/components/content/tourism-section";
import { TrustedSection } from "~/components/content/trusted-section";
import { Button } from "~/components/ui/button";
import { cities } from "~/content/cities";
import { homePage } from "~/content/public-pages";
import { businessJsonLd } from "~/modules/business/identity";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { organizationJsonLd, websiteJsonLd } from "~/lib/seo";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localizeCityNames } from "~/modules/i18n/home-messages";
import { useI18n } from "~/modules/i18n/i18n";
import { languageTags, localeOfPath, localizePath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/home";

// Prerendered: this runs at build time. Content and tags reach the browser as page data, not as script.
export async function loader({ url }: Route.LoaderArgs) {
  const { origin } = getPublicConfig();
  const business = businessIdentity();
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  return {
    meta: localizedSeoMeta({ ...homePage, title: t("home.title"), description: t("home.description"), origin, locale, t }),
    // Structured data in the page's language, as its text is.
    structuredData: [
      organizationJsonLd(origin, { description: t("meta.organization.description"), ...businessJsonLd(business) }),
      websiteJsonLd(origin, languageTags[locale]),
    ],
    supportEmail: business?.supportEmail ?? null,
    cities: localizeCityNames(cities, t),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// Parts that are the same on every visit: kept as the server rendered them when the page hydrates
// (ServerHtml), so their code and content load only after a navigation inside the site. The server
// has them at hand, so its HTML always holds them in place.
const staticSections = () => import("~/components/content/home-static-sections");
const onServer = import.meta.env.SSR ? await staticSections() : undefined;
const HomeAbout = onServer?.HomeAbout ?? lazy(() => staticSections().then((module) => ({ default: module.HomeAbout })));
const HomeGlance = onServer?.HomeGlance ?? lazy(() => staticSections().then((module) => ({ default: module.HomeGlance })));
const HomeStories = onServer?.HomeStories ?? lazy(() => staticSections().then((module) => ({ default: module.HomeStories })));
const HomeQuestions = onServer?.HomeQuestions ?? lazy(() => staticSections().then((module) => ({ default: module.HomeQuestions })));

/** The sections' own texts, and the questions of the FAQ they end with. */
const homeSectionMessages = ["home-sections", "faq"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const { locale, t } = useI18n();
  const promises = [t("home.promise.free"), t("home.promise.no-account"), t("home.promise.not-saved")];
  return (
    <>
      <section className="bg-gradient-to-b from-ocean-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
          <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900 sm:text-5xl">{t("home.title")}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{t("home.intro")}</p>
          <Button asChild variant="accent" size="lg" className="mt-8">
            <Link to={localizePath("/#checker", locale)}>{t("home.cta")}</Link>
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
      {/* Below the checker: skipped by style and layout while off screen, so a step change renders the checker alone. */}
      <ServerHtml id="home-about" messages={homeSectionMessages}>
        <HomeAbout />
      </ServerHtml>
      <div className="skip-offscreen [--offscreen-size:230rem] md:[--offscreen-size:130rem]">
        <TourismSection
          cities={data.cities}
          glance={
            <ServerHtml id="home-glance" messages={homeSectionMessages}>
              <HomeGlance />
            </ServerHtml>
          }
        />
      </div>
      <div className="skip-offscreen [--offscreen-size:115rem] md:[--offscreen-size:60rem]">
        <TrustedSection
          stories={
            <ServerHtml id="home-stories" messages={homeSectionMessages}>
              <HomeStories />
            </ServerHtml>
          }
        />
      </div>
      <ServerHtml id="home-questions" messages={homeSectionMessages}>
        <HomeQuestions supportEmail={data.supportEmail} />
      </ServerHtml>
      {data.structuredData.map((item) => (
        <JsonLd key={item["@type"]} data={item} />
      ))}
    </>
  );
}
