import { Plus } from "lucide-react";
import { Link, redirect } from "react-router";
import { z } from "~/lib/zod";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ConfirmDeleteSection } from "~/components/admin/confirm-delete-section";
import { deleteTexts, useDeletedToast } from "~/components/admin/delete-page-dialog";
import { PageSearch } from "~/components/admin/page-search";
import { PagesTable } from "~/components/admin/pages-table";
import { Button } from "~/components/ui/button";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { problemResponse, problems } from "~/lib/http/problem";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { deletePageWithBanner } from "~/modules/pages/delete-page.server";
import { findPageById, listPages } from "~/modules/pages/pages.server";
import { listRedirects, removeRedirect } from "~/modules/pages/redirects.server";
import { SLUG_PATTERN } from "~/modules/pages/slug";
import { RedirectsTable } from "~/components/admin/redirects-table";
import type { Route } from "./+types/manage-pages";

export function meta() {
  return adminMeta("Manage Pages");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  const db = getDb();
  const pages = await listPages(db, { search: query });
  // ?delete=<id> is the confirmation step for browsers without JavaScript.
  const deleteId = url.searchParams.get("delete");
  const pendingDelete = deleteId ? await findPageById(db, deleteId) : undefined;
  return {
    query,
    pages: pages.map(({ id, title, slug, isPublished, createdAt }) => ({ id, title, slug, isPublished, createdAt })),
    pendingDelete: pendingDelete ? { id: pendingDelete.id, title: pendingDelete.title } : undefined,
    redirects: await listRedirects(db),
  };
}

const deleteSchema = z.object({ intent: z.literal("delete"), id: z.string().min(1).max(100) });
const removeRedirectSchema = z.object({ intent: z.literal("remove-redirect"), from: z.string().regex(SLUG_PATTERN) });
const actionSchema = z.discriminatedUnion("intent", [deleteSchema, removeRedirectSchema]);

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(request, url);
  const submission = await parseForm(request, actionSchema);
  // Only the page's own delete and remove buttons post here; anything else is not a form of this page.
  if (!submission.ok) throw problemResponse(problems.badRequest("Unknown action."));
  if (submission.data.intent === "remove-redirect") {
    await removeRedirect(getDb(), submission.data.from);
    return redirect("/admin/manage-pages", 303);
  }
  const deleted = await deletePageWithBanner(getDb(), submission.data.id);
  // A plain form post (no JavaScript) goes back to the list; the dialog gets data for its toast.
  if (!submission.enhanced) return redirect("/admin/manage-pages", 303);
  return { deleted: deleted !== undefined };
}

export default function ManagePages({ loaderData }: Route.ComponentProps) {
  const { pages, query, pendingDelete, redirects } = loaderData;
  useDeletedToast();
  return (
    <>
      <AdminPageHeader
        title="Manage Pages"
        description="Create, edit, publish and delete the site's content pages."
        actions={
          <Button asChild>
            <Link to="/admin/add-new-page">
              <Plus aria-hidden="true" />
              Add New Page
            </Link>
          </Button>
        }
      />
      {pendingDelete ? <ConfirmDeleteSection texts={deleteTexts} item={{ id: pendingDelete.id, label: pendingDelete.title }} action={"/admin/manage-pages"} /> : null}
      <PageSearch query={query} />
      <PagesTable pages={pages} />
      <RedirectsTable redirects={redirects} />
    </>
  );
}
