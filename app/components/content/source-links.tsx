import type { CitedSource } from "~/content/facts";
import { cn } from "~/lib/cn";
import { useI18n } from "~/modules/i18n/i18n";
import { sourceDatedIn, sourceNameIn } from "~/modules/i18n/source-messages";

/**
 * 'Source: Home Affairs: …' lines under figures: each official page once, with the page's own date as
 * read and a mark on visa charges, which change every 1 July.
 */
export function SourceLinks({ sources, className }: { sources: readonly CitedSource[]; className?: string }) {
  const { locale, t } = useI18n();
  if (sources.length === 0) return null;
  return (
    <ul className={cn("space-y-1 text-xs text-slate-600", className)}>
      {sources.map((source) => (
        <li key={`${source.url} ${source.name}`}>
          {t("source.label")}{" "}
          <a href={source.url} rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
            {sourceNameIn(source.name, t)}
          </a>
          {source.dated && <> ({sourceDatedIn(source.dated, locale, t)})</>}
          {source.indexedEachJuly && <>; {t("source.charges-change")}</>}
        </li>
      ))}
    </ul>
  );
}
