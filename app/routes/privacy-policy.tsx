import { LegalDocumentView } from "~/components/content/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { privacyPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { businessIdentity } from "~/modules/business/identity.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export function loader() {
  const { origin } = getPublicConfig();
  return {
    meta: seoMeta({ ...privacyPage, origin }),
    document: privacyPolicy({ siteName: site.name, business: businessIdentity() }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
