import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AdminTableColumn {
  label: string;
  /** Extra classes for the header cell (alignment, hiding on small screens). */
  className?: string;
}

/** The admin lists' one table: a card with a header row, or a dashed note when there is nothing to list. */
export function AdminTable({ columns, empty, children }: { columns: readonly AdminTableColumn[]; empty: ReactNode | null; children: ReactNode }) {
  if (empty !== null) {
    return <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">{empty}</div>;
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn("px-3 py-3 font-semibold sm:px-4", column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
