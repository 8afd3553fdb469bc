import { LegalDocumentView } from "~/components/content/legal-document";
import { termsOfService } from "~/content/legal/terms-of-service";
import { termsPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/terms-of-service";

export function loader({ url }: Route.LoaderArgs) {
  const { origin } = getPublicConfig();
  return {
    meta: localizedSeoMeta({ ...termsPage, origin, locale: localeOfPath(url.pathname) }),
    document: termsOfService({ siteName: site.name, business: businessIdentity() }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
