import { data, Link } from "react-router";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { GuideArticle } from "~/components/content/guide-article";
import { JsonLd } from "~/components/content/json-ld";
import { figuresComparedOn, facts, sourcesOf } from "~/content/facts";
import { withSources } from "~/content/faq";
import { findGuideByPath } from "~/content/guides";
import { getPublicConfig } from "~/lib/public-config.server";
import { absoluteUrl, breadcrumbJsonLd, faqPageJsonLd, howToJsonLd } from "~/lib/seo";
import { checkWordings } from "~/modules/figures/figure-check-wording";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { languageTags, localizePath, splitLocalePath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import { passportNameIn } from "~/modules/i18n/place-names";
import { passportGuidePath } from "~/modules/passport-guides/passport-guide";
import type { Route } from "./+types/guide";

/** One module for every country guide, in every language: the path (without its language prefix) picks the guide. */
export async function loader({ url }: Route.LoaderArgs) {
  const { locale, path } = splitLocalePath(url.pathname);
  const guide = findGuideByPath(path);
  if (!guide) throw data(null, { status: 404 });
  const { origin } = getPublicConfig();
  // The trail stays in the page's language: its home page, and this page at the language's address.
  const crumbs = [
    { name: "Home", path: localizePath("/", locale) },
    { name: guide.title, path: localizePath(guide.path, locale) },
  ];
  const structuredData = [breadcrumbJsonLd(origin, crumbs)];
  const t = await serverTranslator(locale);
  if (guide.structuredData) {
    structuredData.push(
      faqPageJsonLd(guide.faq),
      howToJsonLd({ ...guide.howTo, url: absoluteUrl(origin, localizePath(guide.path, locale)), estimatedCostAud: facts.visitor600ChargeOutside.value }),
    );
  }
  return {
    meta: localizedSeoMeta({ title: guide.metaTitle, description: guide.description, path: guide.path, origin, type: "article", locale, t: await serverTranslator(locale) }),
    structuredData,
    guide: { ...guide, faq: withSources(guide.faq) },
    crumbs,
    figuresComparedOn,
    figureSources: sourcesOf(guide.facts),
    // Beside the figures, in the page's language (the guide itself is English for now).
    figureChecks: checkWordings(guide.facts, t, locale),
    // The passport's guide generated from the checker's rules, in the page's language.
    passportGuide: {
      text: t("passport-guide.old-guide", { passport: passportNameIn(guide.passport, locale, t) }),
      path: localizePath(passportGuidePath(guide.passport), locale),
    },
    figureChecksLang: locale === "en" ? undefined : languageTags[locale],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The guides are English in every language for now: other languages say so above them, in their own words.
export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, crumbs, figuresComparedOn, figureSources, figureChecks, figureChecksLang, structuredData, passportGuide } = loaderData;
  return (
    <>
      <p className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <Link to={passportGuide.path} className="font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900" data-passport-guide-link>
          {passportGuide.text}
        </Link>
      </p>
      <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <GuideArticle guide={guide} crumbs={crumbs} comparedOn={figuresComparedOn} figureSources={figureSources} figureChecks={figureChecks} figureChecksLang={figureChecksLang} />
      </EnglishOnlyContent>
      {structuredData.map((item) => (
        <JsonLd key={String(item["@type"])} data={item} />
      ))}
    </>
  );
}
