import quillStyles from "quill/dist/quill.snow.css?url";
import { redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ENHANCED_FIELD } from "~/components/admin/enhanced-flag";
import { PageForm } from "~/components/admin/page-form";
import { getDb } from "~/lib/db.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { pageFormResponse } from "~/modules/pages/page-form-response.server";
import { findPageById } from "~/modules/pages/pages.server";
import { readFormDataLimited } from "~/modules/pages/read-form.server";
import { savePageFromForm } from "~/modules/pages/save-page.server";
import type { Route } from "./+types/edit-page.$id";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quillStyles }];

export function meta() {
  return adminMeta("Edit Page");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await findPageById(getDb(), params.id);
  // An unknown id goes back to the list (spec section 8).
  if (!page) throw redirect("/admin/manage-pages");
  return { page };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readFormDataLimited(request);
  return pageFormResponse(await savePageFromForm(getDb(), form, params.id), form.get(ENHANCED_FIELD) === "1");
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Edit Page"
        description={
          <>
            Editing <span className="font-medium text-slate-800">{page.title}</span>
          </>
        }
      />
      <PageForm key={page.id} initial={page} result={actionData} />
    </>
  );
}
