import { LegalDocumentView } from "~/components/content/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { privacyPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/privacy-policy";

export async function loader({ url }: Route.LoaderArgs) {
  const { origin } = getPublicConfig();
  const locale = localeOfPath(url.pathname);
  return {
    meta: localizedSeoMeta({ ...privacyPage, origin, locale, t: await serverTranslator(locale) }),
    document: privacyPolicy({ siteName: site.name, business: businessIdentity() }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
