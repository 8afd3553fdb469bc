import { data, redirect } from "react-router";
import { ManagedPage } from "~/components/content/managed-page";
import { bannerAlt } from "~/content/banners";
import { getDb } from "~/lib/db.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/http/cache-policy";
import { getPublicConfig } from "~/lib/public-config.server";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { linksFromRoot } from "~/modules/i18n/page-seo";
import { findPublishedPageBySlug, type ManagedPage as Page } from "~/modules/pages/pages.server";
import { redirectTarget } from "~/modules/pages/redirects.server";
import { textExcerpt } from "~/modules/pages/sanitize.server";
import { SLUG_PATTERN } from "~/modules/pages/slug";
import {
  addressAlternates,
  findPublishedTranslationBySlug,
  isTranslationLocale,
  pageAddresses,
  type PageAddresses,
  type PageTranslation,
} from "~/modules/pages/translations.server";
import { absoluteUrl, documentTitle } from "~/lib/seo";
import type { Route } from "./+types/catch-all";

/** What the page shows at `path`: the English page, or its translation into the path's language. */
function view(page: Page, path: string, addresses: PageAddresses, translation?: PageTranslation) {
  return {
    title: translation?.title ?? page.title,
    // An English sentence around the English title; a translation is described by its own first words.
    description: translation ? textExcerpt(translation.content) : `Read more about ${page.title}`,
    bannerImage: page.bannerImage,
    bannerAlt: bannerAlt(page.bannerImage, page.bannerAlt),
    // Sanitised when saved (and stored pages once by migration 005), not on every view.
    html: translation?.content ?? page.content,
    translated: translation !== undefined,
    // This language's address: the canonical link and the one a shared link previews.
    path,
    url: absoluteUrl(getPublicConfig().origin, path),
    alternates: addressAlternates(addresses),
  };
}

/**
 * A published managed page by slug, in English or under a language's prefix ('/ja/<slug>', where `*` is
 * the slug alone). Under a prefix, a published translation's own slug shows the translation; the English
 * slug shows the English page with the language's notice, or sends the visitor to the translation when
 * there is one. The old address of a renamed page redirects to it permanently; drafts (of a page or a
 * translation), unknown slugs and any other path give the 404 screen, in every language alike (a
 * signed-in administrator previews a draft at /admin/preview/<id>).
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  const locale = localeOfPath(url.pathname);
  if (!SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  const db = getDb();
  if (isTranslationLocale(locale)) {
    const translated = await findPublishedTranslationBySlug(db, locale, slug);
    if (translated) return view(translated.page, `/${locale}/${slug}`, await pageAddresses(db, translated.page), translated.translation);
  }
  const page = await findPublishedPageBySlug(db, slug);
  if (!page) {
    // A renamed page's old address sends its visitors, in their language, to the page's address now.
    const target = await redirectTarget(db, slug);
    if (target) throw redirect(localizePath(`/${target}`, locale), 301);
    throw data(null, { status: 404 });
  }
  const path = localizePath(`/${page.slug}`, locale);
  const addresses = await pageAddresses(db, page);
  // The language has a version of its own: a temporary redirect, as the translation may go offline again.
  if (addresses[locale] !== path) throw redirect(addresses[locale], 302);
  return view(page, path, addresses);
}

/** The same for every visitor: a CDN may keep it (a missing page's 404 keeps the root's headers). */
export function headers() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

export function meta({ loaderData: page, matches }: Route.MetaArgs) {
  if (!page) {
    // The 404 screen's title in the page's language, as the root loader words it.
    const worded = (matches.find((match) => match?.id === "root")?.loaderData as { notFoundTitle?: string } | undefined)?.notFoundTitle;
    return [{ title: worded ?? documentTitle("Page Not Found") }, { name: "robots", content: "noindex" }];
  }
  return [
    { title: documentTitle(page.title) },
    { name: "description", content: page.description },
    ...linksFromRoot(matches, page.path, page.alternates),
    { property: "og:type", content: "article" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    ...(page.bannerImage ? [{ property: "og:image", content: new URL(page.bannerImage, page.url).href }] : []),
  ];
}

/** The page as its author wrote it, in English (other languages say so above it), or its translation. */
export default function ManagedPageView({ loaderData: page }: Route.ComponentProps) {
  return <ManagedPage page={page} translated={page.translated} />;
}
