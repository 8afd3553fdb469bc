import { data, redirect } from "react-router";
import { ManagedPage } from "~/components/content/managed-page";
import { bannerAlt } from "~/content/banners";
import { getDb } from "~/lib/db.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/http/cache-policy";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { localizedLinksFromRoot } from "~/modules/i18n/page-seo";
import { findPublishedPageBySlug } from "~/modules/pages/pages.server";
import { redirectTarget } from "~/modules/pages/redirects.server";
import { SLUG_PATTERN } from "~/modules/pages/slug";
import { absoluteUrl, documentTitle } from "~/lib/seo";
import type { Route } from "./+types/catch-all";

/**
 * A published managed page by slug, in English or under a language's prefix ('/ja/<slug>', where `*` is
 * the slug alone); the old address of a renamed page redirects to it permanently; drafts, unknown slugs and
 * any other path give the 404 screen, in every language alike (a signed-in administrator previews a draft at
 * /admin/preview/<id>).
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  const page = SLUG_PATTERN.test(slug) ? await findPublishedPageBySlug(getDb(), slug) : undefined;
  if (!page) {
    // A renamed page's old address sends its visitors, in their language, to the page's address now.
    const target = SLUG_PATTERN.test(slug) ? await redirectTarget(getDb(), slug) : undefined;
    if (target) throw redirect(localizePath(`/${target}`, localeOfPath(url.pathname)), 301);
    throw data(null, { status: 404 });
  }
  const path = `/${page.slug}`;
  return {
    title: page.title,
    bannerImage: page.bannerImage,
    bannerAlt: bannerAlt(page.bannerImage, page.bannerAlt),
    // Sanitised when saved (and stored pages once by migration 005), not on every view.
    html: page.content,
    path,
    // This language's address: the canonical link and the one a shared link previews.
    url: absoluteUrl(getPublicConfig().origin, localizePath(path, localeOfPath(url.pathname))),
  };
}

/** The same for every visitor: a CDN may keep it (a missing page's 404 keeps the root's headers). */
export function headers() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

export function meta({ loaderData: page, matches, location }: Route.MetaArgs) {
  if (!page) return [{ title: documentTitle("Page Not Found") }, { name: "robots", content: "noindex" }];
  const description = `Read more about ${page.title}`;
  return [
    { title: documentTitle(page.title) },
    { name: "description", content: description },
    ...localizedLinksFromRoot(matches, page.path, localeOfPath(location.pathname)),
    { property: "og:type", content: "article" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: page.url },
    ...(page.bannerImage ? [{ property: "og:image", content: new URL(page.bannerImage, page.url).href }] : []),
  ];
}

/** The page as its author wrote it, in English: other languages say so above it, in their own words. */
export default function ManagedPageView({ loaderData: page }: Route.ComponentProps) {
  return <ManagedPage page={page} />;
}
