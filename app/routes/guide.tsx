import { data } from "react-router";
import { GuideArticle } from "~/components/content/guide-article";
import { JsonLd } from "~/components/content/json-ld";
import { FACTS_LAST_REVIEWED, facts } from "~/content/facts";
import { findGuideByPath } from "~/content/guides";
import { getPublicConfig } from "~/lib/public-config.server";
import { absoluteUrl, breadcrumbJsonLd, faqPageJsonLd, howToJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/guide";

/** One module for every country guide: the path picks the guide. */
export function loader({ request }: Route.LoaderArgs) {
  const guide = findGuideByPath(new URL(request.url).pathname);
  if (!guide) throw data(null, { status: 404 });
  return {
    ...getPublicConfig(),
    guide,
    crumbs: [
      { name: "Home", path: "/" },
      { name: guide.title, path: guide.path },
    ],
    factsReviewed: FACTS_LAST_REVIEWED,
    visaChargeAud: facts.visitor600ChargeOutside.value,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { guide, origin } = loaderData;
  return seoMeta({ title: guide.metaTitle, description: guide.description, path: guide.path, origin, type: "article" });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, crumbs, origin, factsReviewed, visaChargeAud } = loaderData;
  return (
    <>
      <GuideArticle guide={guide} crumbs={crumbs} reviewed={factsReviewed} />
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      {guide.structuredData ? (
        <>
          <JsonLd data={faqPageJsonLd(guide.faq)} />
          <JsonLd
            data={howToJsonLd({ ...guide.howTo, url: absoluteUrl(origin, guide.path), estimatedCostAud: visaChargeAud })}
          />
        </>
      ) : null}
    </>
  );
}
