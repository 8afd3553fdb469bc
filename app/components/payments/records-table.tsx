import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** A read-only admin table, newest first, with a caption, an empty state and horizontal scrolling on phones. */
export function RecordsTable<Row extends { id: string }>({
  title,
  description,
  rows,
  columns,
  empty,
}: {
  title: string;
  description: string;
  rows: Row[];
  columns: Column<Row>[];
  empty: string;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      <Card className="mt-6 overflow-hidden">
        {rows.length === 0 ? (
          <p className="p-8 text-center text-slate-600">{empty}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">
                {title}, newest first ({rows.length})
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.id} className="align-top">
                    {columns.map((column) => (
                      <td key={column.header} className={column.className ?? "px-4 py-3 text-slate-800"}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}

/** Timestamps in the admin's own time zone would differ between server and browser; UTC reads the same everywhere. */
export function formatTimestamp(iso: string | null): string {
  if (!iso) return "—";
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
