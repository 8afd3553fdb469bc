import { AboutBlock } from "~/components/content/about-block";
import { CheckCta } from "~/components/content/check-cta";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { aboutIntro, aboutPositioning, missionPoints } from "~/content/about";
import { aboutPage } from "~/content/public-pages";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/about";

export function loader({ url }: Route.LoaderArgs) {
  return {
    meta: localizedSeoMeta({ ...aboutPage, origin: getPublicConfig().origin, locale: localeOfPath(url.pathname) }),
    about: { intro: aboutIntro, positioning: aboutPositioning, missionPoints },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The page is English in every language for now: other languages say so above it, in their own words.
export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <AboutBlock content={loaderData.about} headingLevel={1} />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <CheckCta />
      </div>
    </EnglishOnlyContent>
  );
}
