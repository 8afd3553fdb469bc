import type { CitedSource } from "~/content/facts";
import { cn } from "~/lib/cn";
import { useI18n } from "~/modules/i18n/i18n";

/** How a page words the cited pages' titles and dates (the result, in its language); as written when not given. */
export interface SourceWording {
  name: (name: string) => string;
  dated: (dated: string) => string;
}

/**
 * 'Source: Home Affairs: …' lines under figures: each official page once, with the page's own date as
 * read and a mark on visa charges, which change every 1 July.
 */
export function SourceLinks({ sources, className, cite }: { sources: readonly CitedSource[]; className?: string; cite?: SourceWording }) {
  const { t } = useI18n();
  if (sources.length === 0) return null;
  return (
    <ul className={cn("space-y-1 text-xs text-slate-600", className)}>
      {sources.map((source) => (
        <li key={`${source.url} ${source.name}`}>
          {t("source.label")}{" "}
          <a href={source.url} rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
            {cite ? cite.name(source.name) : source.name}
          </a>
          {source.dated && <> ({cite ? cite.dated(source.dated) : source.dated})</>}
          {source.indexedEachJuly && <>; {t("source.charges-change")}</>}
        </li>
      ))}
    </ul>
  );
}
