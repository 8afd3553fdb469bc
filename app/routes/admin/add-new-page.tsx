import quillStyles from "quill/dist/quill.snow.css?url";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ENHANCED_FIELD } from "~/components/admin/enhanced-flag";
import { PageForm } from "~/components/admin/page-form";
import { getDb } from "~/lib/db.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { pageFormResponse } from "~/modules/pages/page-form-response.server";
import { readFormDataLimited } from "~/modules/pages/read-form.server";
import { savePageFromForm } from "~/modules/pages/save-page.server";
import type { Route } from "./+types/add-new-page";

// The editor's stylesheet loads on the page form only.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quillStyles }];

export function meta() {
  return adminMeta("Add New Page");
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readFormDataLimited(request);
  return pageFormResponse(await savePageFromForm(getDb(), form), form.get(ENHANCED_FIELD) === "1");
}

const blank = { title: "", slug: "", content: "", isPublished: false, bannerImage: "" };

export default function AddNewPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Add New Page" description="Write a new content page; publish it when it is ready." />
      <PageForm initial={blank} result={actionData} />
    </>
  );
}
