import { data, Link, redirect } from "react-router";
import { GuideArticle } from "~/components/content/guide-article";
import { JsonLd } from "~/components/content/json-ld";
import { figuresComparedOn, facts, sourcesOf } from "~/content/facts";
import { withSources } from "~/content/faq";
import { findGuideByPath } from "~/content/guides";
import { getPublicConfig } from "~/lib/public-config.server";
import { absoluteUrl, breadcrumbJsonLd, faqPageJsonLd, howToJsonLd } from "~/lib/seo";
import { checkWordings } from "~/modules/figures/figure-check-wording";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localizePath, splitLocalePath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import { passportNameIn } from "~/modules/i18n/place-names";
import { passportGuidePath } from "~/modules/passport-guides/passport-guide";
import type { Route } from "./+types/guide";

/**
 * One module for every country guide: the path picks the guide. The guides are written in English; under
 * another language's prefix the address leads for good to the passport's generated guide in that language,
 * which the page registry names (see `otherLanguagesAt`).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { locale, path } = splitLocalePath(url.pathname);
  const guide = findGuideByPath(path);
  if (!guide) throw data(null, { status: 404 });
  if (locale !== "en") throw redirect(localizePath(guide.path, locale), 301);
  const { origin } = getPublicConfig();
  const crumbs = [
    { name: "Home", path: "/" },
    { name: guide.title, path: guide.path },
  ];
  const structuredData = [breadcrumbJsonLd(origin, crumbs)];
  const t = await serverTranslator(locale);
  if (guide.structuredData) {
    structuredData.push(
      faqPageJsonLd(guide.faq),
      howToJsonLd({ ...guide.howTo, url: absoluteUrl(origin, guide.path), estimatedCostAud: facts.visitor600ChargeOutside.value }),
    );
  }
  return {
    meta: localizedSeoMeta({ title: guide.metaTitle, description: guide.description, path: guide.path, origin, type: "article", locale, t }),
    structuredData,
    guide: { ...guide, faq: withSources(guide.faq) },
    crumbs,
    figuresComparedOn,
    figureSources: sourcesOf(guide.facts),
    figureChecks: checkWordings(guide.facts, t, locale),
    // The passport's guide generated from the checker's rules.
    passportGuide: {
      text: t("passport-guide.old-guide", { passport: passportNameIn(guide.passport, locale, t) }),
      path: passportGuidePath(guide.passport),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, crumbs, figuresComparedOn, figureSources, figureChecks, structuredData, passportGuide } = loaderData;
  return (
    <>
      <p className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <Link to={passportGuide.path} className="font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900" data-passport-guide-link>
          {passportGuide.text}
        </Link>
      </p>
      <GuideArticle guide={guide} crumbs={crumbs} comparedOn={figuresComparedOn} figureSources={figureSources} figureChecks={figureChecks} />
      {structuredData.map((item) => (
        <JsonLd key={String(item["@type"])} data={item} />
      ))}
    </>
  );
}
