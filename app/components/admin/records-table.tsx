import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * On a phone each row is a block of labelled lines (the column's name above its value), so no column hides
 * behind a scroll; from the md breakpoint on it is a table whose long values (addresses, session ids) wrap.
 */
const stacked = {
  table: "max-md:block",
  head: "max-md:sr-only",
  body: "max-md:block",
  row: "max-md:block max-md:py-2",
  cell: "max-md:block max-md:py-1.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]",
};

/** Links that filter a list by state (`?state=`), plain links so they work without JavaScript. */
function StateFilter({ title, states, current }: { title: string; states: readonly string[]; current: string | undefined }) {
  const choices: Array<[string, string | undefined]> = [["All", undefined], ...states.map((state) => [state.charAt(0).toUpperCase() + state.slice(1), state] as [string, string])];
  return (
    <nav aria-label={`Filter ${title.toLowerCase()} by state`} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {choices.map(([label, state]) => (
          <li key={label}>
            <Link
              to={state ? `?state=${state}` : "?"}
              aria-current={state === current ? "page" : undefined}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:border-ocean-700 aria-[current=page]:bg-ocean-700 aria-[current=page]:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** A read-only admin table, newest first, with a caption and an empty state; every column readable at any width. */
export function RecordsTable<Row extends { id: string }>({
  title,
  description,
  rows,
  columns,
  empty,
  filter,
}: {
  title: string;
  description: string;
  rows: Row[];
  columns: Column<Row>[];
  empty: string;
  filter?: { states: readonly string[]; current: string | undefined };
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      {filter && <StateFilter title={title} states={filter.states} current={filter.current} />}
      <Card className="mt-6 overflow-hidden">
        {rows.length === 0 ? (
          <p className="p-8 text-center text-slate-600">{empty}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
            <table className={cn("w-full text-left text-sm", stacked.table)}>
              <caption className="sr-only">
                {title}, newest first ({rows.length})
              </caption>
              <thead className={cn("bg-slate-50 text-slate-700", stacked.head)}>
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="px-3 py-3 font-semibold">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={cn("divide-y divide-slate-200", stacked.body)}>
                {rows.map((row) => (
                  <tr key={row.id} className={cn("align-top", stacked.row)}>
                    {columns.map((column) => (
                      <td key={column.header} data-label={column.header} className={cn(column.className ?? "px-3 py-3 text-slate-800", stacked.cell)}>
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
