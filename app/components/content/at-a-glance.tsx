/** A guide's 'at a glance' card: label and value pairs. */
export function GlanceList({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className="mt-4 space-y-3">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
          <dd className="font-semibold text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'On this page': a link to each part of a guide. */
export function ContentsList({ items }: { items: readonly { id: string; heading: string }[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className="text-ocean-700 underline-offset-2 hover:underline">
            {item.heading}
          </a>
        </li>
      ))}
    </ul>
  );
}
