import type { GuideBlock } from "~/content/guides";

/** Renders one block of guide text. */
export function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case "p":
      return <p className="mt-4 text-slate-700">{block.text}</p>;
    case "ul":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-ocean-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 marker:font-semibold marker:text-ocean-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case "table":
      return (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left font-semibold text-slate-800">{block.caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="border-t border-slate-200 px-4 py-2 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([label, value]) => (
                <tr key={label} className="border-t border-slate-200">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                    {label}
                  </th>
                  <td className="px-4 py-3 text-slate-700">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "links":
      return (
        <ul className="mt-4 space-y-2">
          {block.items.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2 hover:text-ocean-800">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      );
  }
}
