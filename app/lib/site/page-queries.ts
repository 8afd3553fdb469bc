/**
 * What the rest of the site asks of the page registry. Pure functions of `pages`; nothing here is
 * hand-kept.
 */
import { fileSegments, managedPageLinks, pages, type Menu, type PageDefinition } from "./page-registry";

/** The first segment of a path: '/admin/orders' -> 'admin', '/' -> ''. */
const firstSegment = (path: string): string => path.split("/")[1] ?? "";

const isSplat = (page: PageDefinition): boolean => page.path.endsWith("*");

/** A path with a parameter ('/visa-for/:passport'): one page per value, never one address. */
export const hasParameter = (path: string): boolean => path.split("/").some((segment) => segment.startsWith(":"));

/** The English paths of the pages that exist in every language (the managed pages' catch-all aside). */
export function localizedPagePaths(): string[] {
  return pages.filter((page) => page.languages === "all" && !isSplat(page)).map((page) => page.path);
}

/**
 * English pages whose place in the other languages another page takes, with that page's English path
 * (see `PageDefinition.otherLanguagesAt`).
 */
export function otherLanguageAddresses(): Record<string, string> {
  return Object.fromEntries(pages.flatMap((page) => (page.otherLanguagesAt ? [[page.path, page.otherLanguagesAt]] : [])));
}

/**
 * First segments that belong to English-only pages or files and to no page of every language: they keep
 * one address, and a managed page may not take them.
 */
export function englishOnlySegments(): string[] {
  const localized = new Set(localizedPagePaths().map(firstSegment));
  const english = pages.filter((page) => page.languages === "en").map((page) => firstSegment(page.path));
  return [...new Set([...english, ...fileSegments])].filter((segment) => segment !== "" && !localized.has(segment));
}

export interface NavLink {
  to: string;
  label: string;
  /** The label's message id, for the other languages. */
  messageId: string;
}

/** A menu's links in their order. */
export function menuLinks(menu: Menu): NavLink[] {
  const placed = [
    ...pages.flatMap((page) => (page.menus ?? []).map((link) => ({ ...link, path: page.path }))),
    ...managedPageLinks,
  ].filter((link) => link.menu === menu);
  return placed
    .sort((a, b) => a.position - b.position)
    .map(({ path, hash, label, messageId }) => ({ to: hash ? `${path}#${hash}` : path, label, messageId }));
}

/**
 * The English paths listed in the sitemap, in its order. A path with a parameter stands for the addresses
 * `expand` gives for it (the passport guides' paths); without one, it is left out.
 */
export function sitemapPaths(expand: (pattern: string) => readonly string[] = () => []): string[] {
  return pages.filter((page) => page.sitemap).flatMap((page) => (hasParameter(page.path) ? expand(page.path) : [page.path]));
}

/**
 * The pages kept by path at one address (no catch-all, no parameter): what the server renders at start.
 * A page with a parameter (a passport's guide) is rendered on its first request and kept alike.
 */
export function keptPages(): PageDefinition[] {
  return pages.filter((page) => page.rendering === "kept" && page.keptBy === "path" && !isSplat(page) && !hasParameter(page.path));
}

export interface PageMatch {
  page: PageDefinition;
  /** What a trailing '*' matched, without a leading slash ('' when nothing). */
  splat?: string;
}

/**
 * How specific a pattern segment is, as React Router ranks routes: a fixed segment over a parameter over a
 * splat; a pattern that ends without a splat scores one more, so '/' wins over '/*'.
 */
const segmentScore = (segment: string): number => (segment === "*" ? 0 : segment.startsWith(":") ? 3 : 10);

function matchPattern(pattern: string, path: string): { score: number; splat?: string } | undefined {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  let score = 0;
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index] as string;
    if (segment === "*") return { score: score + segmentScore(segment), splat: have.slice(index).join("/") };
    const actual = have[index];
    if (actual === undefined) return undefined;
    if (!segment.startsWith(":") && segment !== actual) return undefined;
    score += segmentScore(segment);
  }
  return have.length === want.length ? { score: score + 1 } : undefined;
}

/**
 * The registry's page for an English path (no language prefix, no query), as the router would choose it;
 * `languages` limits the candidates (a path under a language's prefix can only be a page of every language).
 */
export function matchPage(path: string, languages: "all" | "any" = "any"): PageMatch | undefined {
  let best: (PageMatch & { score: number }) | undefined;
  for (const page of pages) {
    if (languages === "all" && page.languages !== "all") continue;
    const match = matchPattern(page.path, path);
    if (match && (!best || match.score > best.score)) best = { page, score: match.score, splat: match.splat };
  }
  return best && { page: best.page, ...(best.splat === undefined ? {} : { splat: best.splat }) };
}

/** A page's route id in English, as the route table names it: its `id`, else its module's path without the extension. */
export const routeIdOf = (page: PageDefinition): string => page.id ?? page.file.replace(/\.tsx?$/, "");

const pagesByRouteId = new Map(pages.map((page) => [routeIdOf(page), page]));

/**
 * The registry's page of a route id, in English ('routes/faq') or under a language's prefix
 * ('ja/routes/faq'); undefined for routes that are no page (the admin area's layout).
 */
export function pageOfRouteId(routeId: string): PageDefinition | undefined {
  return pagesByRouteId.get(routeId) ?? pagesByRouteId.get(routeId.slice(routeId.indexOf("/") + 1));
}

/** Whether the page a route renders runs React in the browser (see `PageDefinition.hydrates`). */
export const routeHydrates = (routeId: string): boolean => pageOfRouteId(routeId)?.hydrates !== false;
