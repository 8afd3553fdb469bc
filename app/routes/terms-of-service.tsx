import { LegalDocumentView } from "~/components/content/legal-document";
import { termsOfService } from "~/content/legal/terms-of-service";
import { termsPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { getPublicConfig } from "~/lib/public-config.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export function loader() {
  const config = getPublicConfig();
  return { ...config, document: termsOfService({ siteName: site.name, supportEmail: config.supportEmail }) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ ...termsPage, origin: loaderData.origin });
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
