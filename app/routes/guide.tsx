import { data } from "react-router";
import { GuideArticle } from "~/components/content/guide-article";
import { JsonLd } from "~/components/content/json-ld";
import { figuresComparedOn, facts, sourcesOf } from "~/content/facts";
import { withSources } from "~/content/faq";
import { findGuideByPath } from "~/content/guides";
import { getPublicConfig } from "~/lib/public-config.server";
import { absoluteUrl, breadcrumbJsonLd, faqPageJsonLd, howToJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/guide";

/** One module for every country guide: the path picks the guide. */
export function loader({ request }: Route.LoaderArgs) {
  const guide = findGuideByPath(new URL(request.url).pathname);
  if (!guide) throw data(null, { status: 404 });
  const { origin } = getPublicConfig();
  const crumbs = [
    { name: "Home", path: "/" },
    { name: guide.title, path: guide.path },
  ];
  const structuredData = [breadcrumbJsonLd(origin, crumbs)];
  if (guide.structuredData) {
    structuredData.push(
      faqPageJsonLd(guide.faq),
      howToJsonLd({ ...guide.howTo, url: absoluteUrl(origin, guide.path), estimatedCostAud: facts.visitor600ChargeOutside.value }),
    );
  }
  return {
    meta: seoMeta({ title: guide.metaTitle, description: guide.description, path: guide.path, origin, type: "article" }),
    structuredData,
    guide: { ...guide, faq: withSources(guide.faq) },
    crumbs,
    figuresComparedOn,
    figureSources: sourcesOf(guide.facts),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, crumbs, figuresComparedOn, figureSources, structuredData } = loaderData;
  return (
    <>
      <GuideArticle guide={guide} crumbs={crumbs} comparedOn={figuresComparedOn} figureSources={figureSources} />
      {structuredData.map((item) => (
        <JsonLd key={String(item["@type"])} data={item} />
      ))}
    </>
  );
}
