import { LegalDocumentView } from "~/components/content/legal-document";
import { termsOfService } from "~/content/legal/terms-of-service";
import { termsPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export function loader() {
  const { origin } = getPublicConfig();
  return {
    meta: seoMeta({ ...termsPage, origin }),
    document: termsOfService({ siteName: site.name, business: businessIdentity() }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
