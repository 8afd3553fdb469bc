import quillStyles from "~/components/admin/quill-snow.css?url";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { PageForm } from "~/components/admin/page-form";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { pageFormReply } from "~/modules/pages/page-form-reply.server";
import { savePage, savePageSchema } from "~/modules/pages/save-page.server";
import type { Route } from "./+types/add-new-page";

// The editor's stylesheet loads on the page form only.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quillStyles }];

export function meta() {
  return adminMeta("Add New Page");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return null;
}

export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(request, url);
  // Banner uploads: the large body limit, for a signed-in administrator only (checked just above).
  const submission = await parseForm(request, savePageSchema, { bodyLimit: "upload" });
  return pageFormReply(submission, submission.ok ? await savePage(getDb(), submission.data) : undefined);
}

const blank = { title: "", slug: "", content: "", isPublished: false, bannerImage: "", bannerAlt: null };

export default function AddNewPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Add New Page" description="Write a new content page; publish it when it is ready." />
      <PageForm initial={blank} reply={actionData} />
    </>
  );
}
