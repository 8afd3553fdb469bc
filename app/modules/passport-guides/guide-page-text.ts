import type { Translate } from "~/modules/i18n/i18n";

/** The headings and labels of a passport's guide page, in its language (the result's own where it has them). */
export function guidePageText(t: Translate) {
  return {
    glance: t("passport-guide.glance.heading"),
    onThisPage: t("passport-guide.toc"),
    pointers: t("passport-guide.pointers.heading"),
    pointersIntro: t("passport-guide.pointers.intro"),
    apply: t("passport-guide.apply.heading"),
    sources: t("passport-guide.sources.heading"),
    sourcesIntro: t("passport-guide.sources.intro"),
    faq: t("passport-guide.faq.heading"),
    ctaTitle: t("passport-guide.cta.title"),
    ctaText: t("passport-guide.cta.text"),
    ctaButton: t("passport-guide.cta.button"),
    nextStep: t("result.next-step"),
    officialPage: t("result.official-page"),
    newTab: t("result.new-tab"),
    sourceLabel: t("source.label"),
  };
}

export type GuidePageText = ReturnType<typeof guidePageText>;
