import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { DeletePageButton } from "./delete-page-dialog";
import { LocalDate } from "./local-date";

export interface PageRow {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  createdAt: string;
}

const iconLink = cn(buttonVariants({ variant: "ghost", size: "icon" }), "text-slate-700");

/** The Manage Pages table: Title (with /slug), Status, Created At, Actions. */
export function PagesTable({ pages }: { pages: PageRow[] }) {
  if (pages.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-slate-700">No pages found.</p>
        <Link to="/admin/add-new-page" className="mt-2 inline-block font-semibold text-ocean-700 underline underline-offset-4">
          Create one now!
        </Link>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">Title</th>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">Status</th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 font-semibold sm:table-cell">Created At</th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {pages.map((page) => (
            <tr key={page.id} data-page-row={page.slug}>
              <td className="px-3 py-3 sm:px-4">
                <p className="font-medium text-slate-900">{page.title}</p>
                <p className="break-words text-slate-600">{`/${page.slug}`}</p>
              </td>
              <td className="px-3 py-3 sm:px-4">
                <Badge variant={page.isPublished ? "success" : "muted"}>{page.isPublished ? "Published" : "Draft"}</Badge>
              </td>
              <td className="hidden px-3 py-3 sm:px-4 whitespace-nowrap text-slate-700 sm:table-cell">
                <LocalDate iso={page.createdAt} />
              </td>
              <td className="px-3 py-3 sm:px-4">
                <div className="flex flex-wrap justify-end gap-1">
                  {/* A draft has no public address yet: its View is the signed-in preview. */}
                  <a
                    href={page.isPublished ? `/${page.slug}` : `/admin/preview/${page.id}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={iconLink}
                    aria-label={page.isPublished ? `View ${page.title} (opens in a new tab)` : `Preview the draft ${page.title} (opens in a new tab)`}
                    title={page.isPublished ? "View" : "Preview"}
                  >
                    <ExternalLink aria-hidden="true" />
                  </a>
                  <Link to={`/admin/edit-page/${page.id}`} className={iconLink} aria-label={`Edit ${page.title}`} title="Edit">
                    <Pencil aria-hidden="true" />
                  </Link>
                  <DeletePageButton id={page.id} title={page.title} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
