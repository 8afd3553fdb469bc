import { LegalDocumentView } from "~/components/content/legal-document";
import { termsOfService } from "~/content/legal/terms-of-service";
import { termsPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/terms-of-service";

export async function loader({ url }: Route.LoaderArgs) {
  const { origin } = getPublicConfig();
  const locale = localeOfPath(url.pathname);
  return {
    meta: localizedSeoMeta({ ...termsPage, origin, locale, t: await serverTranslator(locale) }),
    document: termsOfService({ siteName: site.name, business: businessIdentity() }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
