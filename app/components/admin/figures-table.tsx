import { Pencil } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { AdminTable } from "./admin-table";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { FigureState } from "~/modules/figures/staleness";

export const FIGURES_PATH = "/admin/figures";

export interface FigureRow {
  key: string;
  label: string;
  value: string;
  sourceName: string;
  sourceUrl: string;
  checkedOn: string;
  effectiveFrom: string;
  state: FigureState;
  /** Why it needs checking, in words; null when it does not. */
  why: string | null;
  /** 'AUD 250 from 2027-07-01' for a change entered ahead. */
  scheduled: string | null;
}

const stateBadges: Readonly<Record<FigureState, { label: string; variant: "success" | "danger" | "default" }>> = {
  current: { label: "Current", variant: "success" },
  "needs-checking": { label: "Needs checking", variant: "danger" },
  scheduled: { label: "Scheduled", variant: "default" },
};

export function FigureStateBadge({ state }: { state: FigureState }) {
  const badge = stateBadges[state];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

const figureColumns = [
  { label: "Figure" },
  { label: "State" },
  { label: "Last checked", className: "hidden md:table-cell" },
  { label: "Actions", className: "text-right" },
];

/** The Figures table: what each figure is and holds, its state and last check, and 'Checked today' / edit. */
export function FiguresTable({ figures }: { figures: FigureRow[] }) {
  return (
    <AdminTable columns={figureColumns} empty={figures.length === 0 ? <p className="text-slate-700">No figure matches that search.</p> : null}>
      {figures.map((figure) => (
        <tr key={figure.key} data-figure-row={figure.key}>
          <td className="px-3 py-3 sm:px-4">
            <p className="font-medium text-slate-900">{figure.label}</p>
            <p className="max-w-xl break-words text-slate-700">{figure.value}</p>
            <p className="text-slate-600">
              <a href={figure.sourceUrl} className="underline underline-offset-2" rel="noreferrer" target="_blank">
                {figure.sourceName}
              </a>
            </p>
          </td>
          <td className="px-3 py-3 sm:px-4">
            <FigureStateBadge state={figure.state} />
            {figure.why ? <p className="mt-1 text-xs text-slate-700">{figure.why}</p> : null}
            {figure.scheduled ? <p className="mt-1 text-xs text-slate-700">Scheduled: {figure.scheduled}</p> : null}
          </td>
          <td className="hidden px-3 py-3 text-slate-700 md:table-cell md:px-4">
            <time dateTime={figure.checkedOn}>{figure.checkedOn}</time>
          </td>
          <td className="px-3 py-3 sm:px-4">
            <div className="flex flex-wrap items-center justify-end gap-1">
              <Form method="post" action={FIGURES_PATH}>
                <input type="hidden" name="intent" value="check" />
                <input type="hidden" name="key" value={figure.key} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Checked today, unchanged: ${figure.label}`}>
                  Checked today
                </Button>
              </Form>
              <Link
                to={`${FIGURES_PATH}/${figure.key}`}
                className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "text-slate-700")}
                aria-label={`Edit ${figure.label}`}
                title="Edit"
              >
                <Pencil aria-hidden="true" />
              </Link>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
