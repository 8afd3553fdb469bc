import { CheckCta } from "~/components/content/check-cta";
import { FiguresNote } from "~/components/content/figures-note";
import { FaqTopics } from "~/components/content/faq-topics";
import { JsonLd } from "~/components/content/json-ld";
import { figuresComparedOn } from "~/content/facts";
import { faqPage } from "~/content/public-pages";
import { getPublicConfig } from "~/lib/public-config.server";
import { faqPageJsonLd } from "~/lib/seo";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { figuresNoteWording, localizeFaqTopics } from "~/modules/i18n/faq-messages";
import { languageTags, localeOfPath, localizePath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/faq";

// The page's texts are put in its language here, on the server, so the browser gets them as page data
// and needs none of the FAQ's messages.
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  const topics = localizeFaqTopics(locale, t);
  return {
    meta: localizedSeoMeta({ ...faqPage, title: t("faq.meta.title"), description: t("faq.meta.description"), origin: getPublicConfig().origin, locale, t }),
    structuredData: faqPageJsonLd(
      topics.flatMap((topic) => topic.questions),
      languageTags[locale],
    ),
    topics,
    figuresComparedOn,
    text: {
      title: t("faq.title"),
      intro: t("faq.intro"),
      figuresNote: figuresNoteWording(figuresComparedOn, locale, t),
      figuresSources: t("faq.figures-sources"),
      topicsLabel: t("faq.topics.label"),
      ctaTitle: t("faq.cta.title"),
      ctaText: t("faq.cta.text"),
      ctaButton: t("home.cta"),
      ctaPath: localizePath("/#checker", locale),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { topics, figuresComparedOn, structuredData, text } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900">{text.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{text.intro}</p>
        <FiguresNote comparedOn={figuresComparedOn} wording={text.figuresNote} className="mt-3">
          {text.figuresSources}
        </FiguresNote>
      </header>
      <div className="mt-8">
        <FaqTopics topics={topics} label={text.topicsLabel} />
      </div>
      <CheckCta className="mt-12" title={text.ctaTitle} text={text.ctaText} button={text.ctaButton} to={text.ctaPath} />
      <JsonLd data={structuredData} />
    </div>
  );
}
