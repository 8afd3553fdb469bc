/** The XML sitemap: static public pages plus every published managed page. */
import { absoluteUrl, type Alternate } from "./seo";

export interface SitemapEntry {
  path: string;
  /** ISO date or timestamp of the last change, when known. */
  lastModified?: string;
  /** The page in every language, for hreflang links. */
  alternates?: readonly Alternate[];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Static pages first, then managed pages by slug; a path listed twice appears once. */
export function sitemapEntries(staticPages: SitemapEntry[], managedPages: { slug: string; updatedAt: string }[]): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const entry of [...staticPages, ...managedPages.map((page) => ({ path: `/${page.slug}`, lastModified: page.updatedAt }))]) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    entries.push(entry);
  }
  return entries;
}

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : "";
    const alternates = (entry.alternates ?? [])
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(absoluteUrl(origin, alternate.path))}"/>`)
      .join("");
    return `  <url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Paths no search engine should crawl: the admin area and the admin-only tools, the API and the payment pages. */
export const disallowedPaths = ["/admin", "/login", "/email-template", "/test-sender", "/payment/", "/api/"];

/** `languagePrefixes` ('/ja', ...): the payment pages exist under each, and stay out there too. */
export function renderRobotsTxt(origin: string, languagePrefixes: readonly string[] = []): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    ...languagePrefixes.map((prefix) => `Disallow: ${prefix}/payment/`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
