import { LegalDocumentView } from "~/components/content/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { privacyPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/privacy-policy";

export function loader({ url }: Route.LoaderArgs) {
  const { origin } = getPublicConfig();
  return {
    meta: localizedSeoMeta({ ...privacyPage, origin, locale: localeOfPath(url.pathname) }),
    document: privacyPolicy({ siteName: site.name, business: businessIdentity() }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
