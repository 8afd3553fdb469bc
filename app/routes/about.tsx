import { AboutBlock } from "~/components/content/about-block";
import { CheckCta } from "~/components/content/check-cta";
import { getPublicConfig } from "~/lib/public-config.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { aboutPageText } from "~/modules/i18n/content-page-messages";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/about";

// The page's texts are put in its language here, on the server: the browser gets them as page data.
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  const { meta, ...text } = aboutPageText(locale, t);
  return { meta: localizedSeoMeta({ ...meta, origin: getPublicConfig().origin, locale, t }), text };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <>
      <AboutBlock content={text.about} headings={text.headings} headingLevel={1} />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <CheckCta title={text.cta.title} text={text.cta.text} button={text.cta.button} to={text.cta.to} />
      </div>
    </>
  );
}
