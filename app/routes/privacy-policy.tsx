import { LegalDocumentView } from "~/components/content/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { privacyPage } from "~/content/public-pages";
import { site } from "~/content/site";
import { getPublicConfig } from "~/lib/public-config.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export function loader() {
  const { origin, supportEmail } = getPublicConfig();
  return {
    meta: seoMeta({ ...privacyPage, origin }),
    document: privacyPolicy({ siteName: site.name, supportEmail }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
