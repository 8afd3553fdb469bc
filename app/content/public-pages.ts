/**
 * Titles and descriptions of the static public pages, used by each page's meta tags and by the sitemap.
 * Guides carry their own in app/content/guides.
 */
import { FIGURES_COMPARED_ON } from "./facts";
import { allGuides } from "./guides";
import { PRIVACY_POLICY_LAST_UPDATED } from "./legal/privacy-policy";
import { TERMS_OF_SERVICE_LAST_UPDATED } from "./legal/terms-of-service";

export interface PageInfo {
  path: string;
  title: string;
  description: string;
  /** When the content last changed (ISO date), if known; the sitemap's lastmod. */
  lastModified?: string;
}

export const homePage: PageInfo = {
  path: "/",
  title: "Free Australian Visa Eligibility Check",
  description:
    "Check for free, in a few minutes and without an account, whether you may qualify for an Australian visitor visa: ETA, eVisitor or Visitor visa (subclass 600).",
};

export const aboutPage: PageInfo = {
  path: "/about",
  title: "About Us",
  description:
    "Why we built a free, independent Australian visitor visa eligibility check: simple, instant, private, built from official sources.",
};

export const whyVisitPage: PageInfo = {
  path: "/why-visit-australia",
  title: "Why Visit Australia",
  description:
    "Reef, rainforest, desert and vibrant cities: discover Australia's top cities and iconic places, and get your visitor visa ready.",
};

export const faqPage: PageInfo = {
  path: "/faq",
  title: "Visa Q&A: Australian Visitor Visa Questions Answered",
  description:
    "Answers on Australian visitor visa eligibility, applying, documents, fees, processing times and how long you can stay.",
  lastModified: FIGURES_COMPARED_ON,
};

export const privacyPage: PageInfo = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description: "What this site stores, why and for how long: no analytics, checker answers never saved, payments processed by Stripe.",
  lastModified: PRIVACY_POLICY_LAST_UPDATED,
};

export const termsPage: PageInfo = {
  path: "/terms-of-service",
  title: "Terms of Service",
  description: "The terms for using the free eligibility check, the guides and the optional paid extras.",
  lastModified: TERMS_OF_SERVICE_LAST_UPDATED,
};

/** The pages above and the guides: what the sitemap says of each (its last change). */
export function describedPages(): PageInfo[] {
  return [
    homePage,
    aboutPage,
    whyVisitPage,
    faqPage,
    privacyPage,
    termsPage,
    ...allGuides().map((guide) => ({ path: guide.path, title: guide.metaTitle, description: guide.description, lastModified: FIGURES_COMPARED_ON })),
  ];
}
