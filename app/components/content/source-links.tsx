import type { CitedSource } from "~/content/facts";
import { cn } from "~/lib/cn";
import { useI18n } from "~/modules/i18n/i18n";
import { splitAround } from "~/modules/i18n/split";

/** How a page words the cited pages' titles and dates (the result, in its language); as written when not given. */
export interface SourceWording {
  name: (name: string) => string;
  dated: (dated: string) => string;
}

/**
 * 'Source: Home Affairs: …' lines under figures: each official page once, with the page's own date as
 * read and a mark on visa charges, which change every 1 July. The messages hold the spaces, brackets and
 * separators between the parts, so each language writes its own (full-width brackets in Japanese and
 * Chinese, no space after a full-width colon).
 */
export function SourceLinks({ sources, className, cite }: { sources: readonly CitedSource[]; className?: string; cite?: SourceWording }) {
  const { t } = useI18n();
  if (sources.length === 0) return null;
  const [beforeLink, afterLink] = splitAround((link) => t("punct.source.line", { label: t("source.label"), link }));
  return (
    <ul className={cn("space-y-1 text-xs text-slate-600", className)}>
      {sources.map((source) => (
        <li key={`${source.url} ${source.name}`}>
          {beforeLink}
          <a href={source.url} rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
            {cite ? cite.name(source.name) : source.name}
          </a>
          {afterLink}
          {source.dated && t("punct.source.dated", { dated: cite ? cite.dated(source.dated) : source.dated })}
          {source.indexedEachJuly && t("punct.source.note", { note: t("source.charges-change") })}
        </li>
      ))}
    </ul>
  );
}
