import { data } from "react-router";
import { richContentClasses } from "~/components/admin/rich-content";
import { bannerAlt } from "~/content/banners";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/http/cache-policy";
import { findPublishedPageBySlug } from "~/modules/pages/pages.server";
import { SLUG_PATTERN } from "~/modules/pages/slug";
import { documentTitle } from "~/lib/seo";
import type { Route } from "./+types/catch-all";

/** A published managed page by slug; drafts, unknown slugs and any other path give the 404 screen. */
export async function loader({ params }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  const page = SLUG_PATTERN.test(slug) ? await findPublishedPageBySlug(getDb(), slug) : undefined;
  if (!page) throw data(null, { status: 404 });
  return {
    title: page.title,
    bannerImage: page.bannerImage,
    bannerAlt: bannerAlt(page.bannerImage, page.bannerAlt),
    // Sanitised when saved (and stored pages once by migration 005), not on every view.
    html: page.content,
    url: `${getEnv().PUBLIC_URL}/${page.slug}`,
  };
}

/** The same for every visitor: a CDN may keep it (a missing page's 404 keeps the root's headers). */
export function headers() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: documentTitle("Page Not Found") }, { name: "robots", content: "noindex" }];
  const description = `Read more about ${page.title}`;
  return [
    { title: documentTitle(page.title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: page.url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: page.url },
    ...(page.bannerImage ? [{ property: "og:image", content: new URL(page.bannerImage, page.url).href }] : []),
  ];
}

export default function ManagedPageView({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
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
    </>
  );
}
