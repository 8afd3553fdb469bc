import { ExternalLink, Languages } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { translationLanguageNames } from "~/modules/pages/translation-form";
import { AdminTable } from "./admin-table";
import { CardHeading } from "./card-heading";

export interface TranslationRow {
  locale: keyof typeof translationLanguageNames;
  /** Absent while the page has no translation into the language. */
  translation?: { title: string; slug: string; isPublished: boolean };
}

const columns = [{ label: "Language" }, { label: "State" }, { label: "Actions", className: "text-right" }];

/**
 * The page's languages on its edit screen: each with its translation's state and a link to write or edit
 * it. A language without a published translation shows the English page under its prefix, with a notice.
 */
export function PageTranslations({ pageId, pageSlug, rows }: { pageId: string; pageSlug: string; rows: readonly TranslationRow[] }) {
  return (
    <section aria-labelledby="translations-heading" className="mt-8 flex flex-col gap-4" data-page-translations>
      <div>
        <CardHeading id="translations-heading">Translations</CardHeading>
        <p className="mt-1 text-sm text-slate-700">
          Give the page its own title, address and text in another language. Until a translation is published, visitors in that language read the
          English page with a note that it is in English.
        </p>
      </div>
      <AdminTable columns={columns} empty={null}>
        {rows.map(({ locale, translation }) => {
          const name = translationLanguageNames[locale];
          const live = translation?.isPublished ? `/${locale}/${translation.slug}` : undefined;
          return (
            <tr key={locale} data-translation-row={locale}>
              <th scope="row" className="px-3 py-3 text-left font-medium text-slate-900 sm:px-4">
                {name}
              </th>
              <td className="px-3 py-3 sm:px-4">
                {translation ? (
                  <>
                    <Badge variant={translation.isPublished ? "success" : "muted"}>{translation.isPublished ? "Published" : "Draft"}</Badge>
                    <p className="mt-1 break-words text-slate-700" lang={locale}>
                      {translation.title}
                    </p>
                  </>
                ) : (
                  <span className="text-slate-700">{`Not translated: shows /${locale}/${pageSlug} in English`}</span>
                )}
              </td>
              <td className="px-3 py-3 text-right sm:px-4">
                <div className="flex flex-wrap justify-end gap-2">
                  {live ? (
                    <a href={live} className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={`View the ${name} translation`}>
                      <ExternalLink aria-hidden="true" />
                      View
                    </a>
                  ) : null}
                  <Link
                    to={`/admin/edit-page/${pageId}/translations/${locale}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    aria-label={`${translation ? "Edit" : "Add"} the ${name} translation`}
                  >
                    <Languages aria-hidden="true" />
                    {translation ? "Edit" : "Add"}
                  </Link>
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </section>
  );
}
