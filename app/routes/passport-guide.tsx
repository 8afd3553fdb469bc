import { data } from "react-router";
import { JsonLd } from "~/components/content/json-ld";
import { PassportGuideArticle } from "~/components/passport-guides/passport-guide-article";
import { getPublicConfig } from "~/lib/public-config.server";
import { breadcrumbJsonLd, faqPageJsonLd } from "~/lib/seo";
import { z } from "~/lib/zod";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { languageTags, localizePath, splitLocalePath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import { guidePageText } from "~/modules/passport-guides/guide-page-text";
import { wordPassportGuide } from "~/modules/passport-guides/guide-wording";
import { buildPassportGuide, PASSPORT_GUIDES_PATH, passportGuidePath, passportOfGuideSlug } from "~/modules/passport-guides/passport-guide";
import type { Route } from "./+types/passport-guide";

const slugSchema = z.string().regex(/^[a-z]{2}(-[a-z]{3,5})?$/);

/**
 * One passport's guide in the page's language: the checker's answers for it, worded here on the server
 * (the browser gets the words as page data and none of the messages). Kept by the server until a figure,
 * a rule in the admin area or a page changes.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  const slug = slugSchema.safeParse(params.passport);
  const passport = slug.success ? passportOfGuideSlug(slug.data) : undefined;
  const guide = passport ? buildPassportGuide(passport) : undefined;
  if (!passport || !guide) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(url.pathname);
  const t = await serverTranslator(locale);
  const worded = wordPassportGuide(guide, locale, t);
  const { origin } = getPublicConfig();
  const crumbs = [
    { name: t("nav.home"), path: localizePath("/", locale) },
    { name: t("passport-guide.index.title"), path: localizePath(PASSPORT_GUIDES_PATH, locale) },
    { name: worded.name, path: worded.path },
  ];
  const inLanguage = languageTags[locale];
  return {
    meta: localizedSeoMeta({ title: worded.metaTitle, description: worded.description, path: passportGuidePath(passport), origin, type: "article", locale, t }),
    structuredData: [breadcrumbJsonLd(origin, crumbs), faqPageJsonLd(worded.faq, inLanguage)],
    guide: worded,
    crumbs,
    text: guidePageText(t),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function PassportGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, crumbs, text, structuredData } = loaderData;
  return (
    <>
      <PassportGuideArticle guide={guide} crumbs={crumbs} text={text} />
      {structuredData.map((item) => (
        <JsonLd key={String(item["@type"])} data={item} />
      ))}
    </>
  );
}
