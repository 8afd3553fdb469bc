/**
 * Search-engine and link-preview tags, and schema.org structured data, for the public pages.
 * Pure functions: routes pass in the site's public origin (PUBLIC_URL), so the same code serves
 * prerendered and server-rendered pages.
 */
import type { MetaDescriptor } from "react-router";
import { defaultShareImage, organizationLogoPath, site } from "~/content/site";

export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoInput {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path, e.g. '/faq'. */
  path: string;
  /** The public origin, e.g. 'https://visa.example.com' (no trailing slash). */
  origin: string;
  image?: ShareImage;
  type?: "website" | "article";
  /** The path of this language's version, when it is not `path` (e.g. '/ja/faq' for '/faq'). */
  canonicalPath?: string;
  /** The same page in every language, for hreflang links. */
  alternates?: readonly Alternate[];
  ogLocale?: string;
}

/** One language's version of a page: its hreflang value ('zh-Hans', 'x-default') and path. */
export interface Alternate {
  hreflang: string;
  path: string;
}

/** An absolute URL on the public origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, "")}/`).toString();
}

/** 'About Us' -> 'About Us | Australia Visa Check'. */
export function documentTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** The canonical link of a page whose origin comes from the root loader's data. */
export function canonicalFromRoot(matches: RouteMatches, path: string): MetaDescriptor[] {
  const origin = rootOrigin(matches);
  return origin ? [{ tagName: "link", rel: "canonical", href: absoluteUrl(origin, path) }] : [];
}

export type RouteMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The site's origin as the root loader gives it to every page's meta. */
export function rootOrigin(matches: RouteMatches): string | undefined {
  const origin = (matches.find((match) => match?.id === "root")?.loaderData as { origin?: unknown } | undefined)?.origin;
  return typeof origin === "string" ? origin : undefined;
}

/** The hreflang links of a page: one per language, each an absolute URL. */
export function alternateLinks(origin: string, alternates: readonly Alternate[]): MetaDescriptor[] {
  return alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: absoluteUrl(origin, alternate.path) }));
}

/** Title, description, canonical and hreflang links, Open Graph and Twitter card tags for one page. */
export function seoMeta({
  title,
  description,
  path,
  origin,
  image = defaultShareImage,
  type = "website",
  canonicalPath = path,
  alternates = [],
  ogLocale = "en_AU",
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(origin, canonicalPath);
  const fullTitle = documentTitle(title);
  const imageUrl = absoluteUrl(origin, image.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(origin, alternates),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

type JsonLdObject = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

/** The site's organisation, for the home page; `details` may word the description in the page's language. */
export function organizationJsonLd(origin: string, details: Record<string, unknown> = {}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(origin, "/#organization"),
    name: site.name,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, organizationLogoPath),
    description:
      "An independent, free Australian visitor visa eligibility check. Not a government agency and not affiliated with the Department of Home Affairs.",
    // Who runs the site (legal name, ABN, address, mailbox) when the installation names them.
    ...details,
  };
}

/** The website itself, for the home page, in the page's language (a BCP 47 tag: 'ja', 'zh-Hans', 'en'). */
export function websiteJsonLd(origin: string, inLanguage: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl(origin, "/#website"),
    name: site.name,
    url: absoluteUrl(origin, "/"),
    inLanguage,
    publisher: { "@id": absoluteUrl(origin, "/#organization") },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb trail, ending with the current page. */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** Questions and answers that are visible on the page. */
export function faqPageJsonLd(questions: { q: string; a: string }[], inLanguage?: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.q,
      acceptedAnswer: { "@type": "Answer", text: item.a },
    })),
  };
}

export interface HowToInput {
  name: string;
  description: string;
  steps: { name: string; text: string }[];
  /** The page the steps are shown on; each step links to its place there. */
  url: string;
  /** The government charge, when the steps include paying one. */
  estimatedCostAud?: number;
}

/** Step-by-step instructions that are visible on the page. */
export function howToJsonLd({ name, description, steps, url, estimatedCostAud }: HowToInput): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name,
    description,
    ...(estimatedCostAud === undefined
      ? {}
      : { estimatedCost: { "@type": "MonetaryAmount", currency: "AUD", value: String(estimatedCostAud) } }),
    step: steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
      url: `${url}#step-${index + 1}`,
    })),
  };
}
