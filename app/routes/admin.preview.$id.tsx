import { EyeIcon } from "lucide-react";
import { Link, redirect } from "react-router";
import { ManagedPage } from "~/components/content/managed-page";
import { bannerAlt } from "~/content/banners";
import { getDb } from "~/lib/db.server";
import { NO_STORE } from "~/lib/http/private-page-headers";
import { documentTitle } from "~/lib/seo";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { findPageById } from "~/modules/pages/pages.server";
import type { Route } from "./+types/admin.preview.$id";

/**
 * A managed page as visitors will see it, draft or published, for a signed-in administrator only (the
 * public address of a draft is a 404). Rendered per request and never kept by any cache.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const page = await findPageById(getDb(), params.id);
  if (!page) throw redirect("/admin/manage-pages");
  return {
    id: page.id,
    slug: page.slug,
    isPublished: page.isPublished,
    title: page.title,
    bannerImage: page.bannerImage,
    bannerAlt: bannerAlt(page.bannerImage, page.bannerAlt),
    html: page.content,
  };
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData: page }: Route.MetaArgs) {
  return [{ title: documentTitle(page ? `Preview: ${page.title}` : "Preview") }, { name: "robots", content: "noindex" }];
}

export default function PagePreview({ loaderData: page }: Route.ComponentProps) {
  const notice = (
    <div role="note" className="mx-auto mt-6 mb-6 flex max-w-3xl flex-wrap items-center gap-3 rounded-xl border border-wattle-400 bg-wattle-100 px-4 py-3 text-sm text-slate-900">
      <EyeIcon className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        <strong>Preview.</strong>{" "}
        {page.isPublished ? `This page is published at /${page.slug}.` : `This draft is not published: /${page.slug} answers 'not found' to visitors.`}
      </p>
      <Link to={`/admin/edit-page/${page.id}`} className="font-semibold text-ocean-800 underline underline-offset-4">
        Edit page
      </Link>
    </div>
  );
  return <ManagedPage page={page} notice={notice} />;
}
