import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { AdminTable } from "./admin-table";
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
const pageColumns = [
  { label: "Title" },
  { label: "Status" },
  { label: "Created At", className: "hidden sm:table-cell" },
  { label: "Actions", className: "text-right" },
];

export function PagesTable({ pages }: { pages: PageRow[] }) {
  const empty =
    pages.length === 0 ? (
      <>
        <p className="text-slate-700">No pages found.</p>
        <Link to="/admin/add-new-page" className="mt-2 inline-block font-semibold text-ocean-700 underline underline-offset-4">
          Create one now!
        </Link>
      </>
    ) : null;
  return (
    <AdminTable columns={pageColumns} empty={empty}>
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
    </AdminTable>
  );
}
