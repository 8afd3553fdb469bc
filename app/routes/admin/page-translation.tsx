import quillStyles from "~/components/admin/quill-snow.css?url";
import { redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { TranslationForm } from "~/components/admin/translation-form";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { savedFormReply } from "~/lib/forms/saved-reply.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { findPageById } from "~/modules/pages/pages.server";
import { translationLanguageNames } from "~/modules/pages/translation-form";
import { findTranslation, isTranslationLocale, saveTranslation, saveTranslationSchema } from "~/modules/pages/translations.server";
import type { Route } from "./+types/page-translation";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quillStyles }];

export function meta({ loaderData: data }: Route.MetaArgs) {
  return adminMeta(data ? `${translationLanguageNames[data.locale]} translation` : "Translation");
}

/** The page and language a request names; an unknown page or language goes back to the list. */
async function pageAndLocale(params: Route.LoaderArgs["params"]) {
  const page = await findPageById(getDb(), params.id);
  if (!page || !isTranslationLocale(params.locale)) throw redirect("/admin/manage-pages");
  return { page, locale: params.locale };
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const { page, locale } = await pageAndLocale(params);
  const translation = await findTranslation(getDb(), page.id, locale);
  return {
    page: { id: page.id, title: page.title, slug: page.slug },
    locale,
    // A new translation starts at the English page's address under the language's prefix.
    initial: translation ?? { title: "", slug: page.slug, content: "", isPublished: false },
    isNew: translation === undefined,
  };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  await requireAdmin(request, url);
  const { page, locale } = await pageAndLocale(params);
  // The content may carry pictures: the large body limit, for a signed-in administrator only (checked above).
  const submission = await parseForm(request, saveTranslationSchema, { bodyLimit: "upload" });
  const saved = submission.ok ? await saveTranslation(getDb(), page.id, locale, submission.data) : undefined;
  return savedFormReply(submission, saved, `/admin/edit-page/${page.id}`);
}

export default function PageTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { page, locale, initial, isNew } = loaderData;
  const language = translationLanguageNames[locale];
  return (
    <>
      <AdminPageHeader
        title={`${isNew ? "Add" : "Edit"} ${language} translation`}
        description={
          <>
            Translating <span className="font-medium text-slate-800">{page.title}</span> (/{page.slug})
          </>
        }
      />
      <TranslationForm key={`${page.id}-${locale}`} locale={locale} initial={initial} reply={actionData} backTo={`/admin/edit-page/${page.id}`} />
    </>
  );
}
