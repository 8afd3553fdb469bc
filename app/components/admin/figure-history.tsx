export interface FigureHistoryRow {
  id: string;
  what: string;
  detail: string;
  changedBy: string;
  changedAt: string;
  note: string;
}

/** A figure's history, newest first: every change, check and schedule, as recorded. */
export function FigureHistory({ rows }: { rows: FigureHistoryRow[] }) {
  return (
    <section aria-labelledby="figure-history" className="mt-8">
      <h2 id="figure-history" className="mb-3 text-lg font-semibold text-slate-900">
        History
      </h2>
      <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
        {rows.map((row) => (
          <li key={row.id} className="px-4 py-3" data-history-row>
            <p className="font-medium text-slate-900">
              {row.what}: <span className="font-normal">{row.detail}</span>
            </p>
            <p className="text-slate-600">
              <time dateTime={row.changedAt}>{row.changedAt.slice(0, 16).replace("T", " ")} UTC</time>, {row.changedBy}
            </p>
            {row.note ? <p className="mt-1 text-slate-700">{row.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
