import quillStyles from "~/components/admin/quill-snow.css?url";
import { redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { PageForm } from "~/components/admin/page-form";
import { PageTranslations } from "~/components/admin/page-translations";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { pageFormReply } from "~/modules/pages/page-form-reply.server";
import { findPageById } from "~/modules/pages/pages.server";
import { savePage, savePageSchema } from "~/modules/pages/save-page.server";
import { listTranslations, translationLocales } from "~/modules/pages/translations.server";
import type { Route } from "./+types/edit-page.$id";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quillStyles }];

export function meta() {
  return adminMeta("Edit Page");
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const page = await findPageById(getDb(), params.id);
  // An unknown id goes back to the list, as after a delete.
  if (!page) throw redirect("/admin/manage-pages");
  const translations = await listTranslations(getDb(), page.id);
  const rows = translationLocales.map((locale) => {
    const translation = translations.find((candidate) => candidate.locale === locale);
    return { locale, translation: translation && { title: translation.title, slug: translation.slug, isPublished: translation.isPublished } };
  });
  return { page, translations: rows };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  await requireAdmin(request, url);
  // Banner uploads: the large body limit, for a signed-in administrator only (checked just above).
  const submission = await parseForm(request, savePageSchema, { bodyLimit: "upload" });
  return pageFormReply(submission, submission.ok ? await savePage(getDb(), submission.data, params.id) : undefined);
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, translations } = loaderData;
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
      <PageForm key={page.id} initial={page} reply={actionData} />
      <PageTranslations pageId={page.id} pageSlug={page.slug} rows={translations} />
    </>
  );
}
