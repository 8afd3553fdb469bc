import { data } from "react-router";
import { richContentClasses } from "~/components/admin/rich-content";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { bannerAlt } from "~/content/banners";
import { getDb } from "~/lib/db.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/http/cache-policy";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { localizedLinksFromRoot } from "~/modules/i18n/page-seo";
import { findPublishedPageBySlug } from "~/modules/pages/pages.server";
import { SLUG_PATTERN } from "~/modules/pages/slug";
import { absoluteUrl, documentTitle } from "~/lib/seo";
import type { Route } from "./+types/catch-all";

/**
 * A published managed page by slug, in English or under a language's prefix ('/ja/<slug>', where `*` is
 * the slug alone); drafts, unknown slugs and any other path give the 404 screen, in every language alike.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  const page = SLUG_PATTERN.test(slug) ? await findPublishedPageBySlug(getDb(), slug) : undefined;
  if (!page) throw data(null, { status: 404 });
  const path = `/${page.slug}`;
  return {
    title: page.title,
    bannerImage: page.bannerImage,
    bannerAlt: bannerAlt(page.bannerImage, page.bannerAlt),
    // Sanitised when saved (and stored pages once by migration 005), not on every view.
    html: page.content,
    path,
    // This language's address: the canonical link and the one a shared link previews.
    url: absoluteUrl(getPublicConfig().origin, localizePath(path, localeOfPath(new URL(request.url).pathname))),
  };
}

/** The same for every visitor: a CDN may keep it (a missing page's 404 keeps the root's headers). */
export function headers() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
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
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-3xl px-4 pt-8 pb-6 sm:px-6">
      <header className="relative isolate flex h-64 items-end overflow-hidden bg-gradient-to-br from-ocean-800 to-ocean-600 md:h-96">
        {page.bannerImage ? <img src={page.bannerImage} alt={page.bannerAlt} className="absolute inset-0 -z-10 size-full object-cover" /> : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/80 via-slate-900/50 to-slate-900/20" aria-hidden="true" />
        <div className="mx-auto w-full max-w-3xl px-4 pb-8 sm:px-6 md:pb-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-white drop-shadow sm:text-4xl md:text-5xl">{page.title}</h1>
        </div>
      </header>
      <article
        className={`mx-auto max-w-3xl px-4 py-10 text-slate-800 sm:px-6 md:py-14 ${richContentClasses}`}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </EnglishOnlyContent>
  );
}
