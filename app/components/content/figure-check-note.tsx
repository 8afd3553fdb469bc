import type { FactKey } from "~/content/facts";
import type { FigureCheckWording } from "~/modules/figures/figure-check-wording";
import { cn } from "~/lib/cn";

/**
 * Said beside a figure that may be out of date ('AUD 200, the charge set on 1 July 2025; charges rise each
 * 1 July: check the current amount with Home Affairs' Visa Pricing Estimator'), with the link.
 */
export function FigureCheckNote({ wording, className }: { wording: FigureCheckWording; className?: string }) {
  return (
    <p role="note" className={cn("rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950", className)}>
      {wording.before}
      <a href={wording.href} className="font-medium underline underline-offset-2" rel="noreferrer">
        {wording.link}
      </a>
      {wording.after}
    </p>
  );
}

/** A figure that needs checking and what to say beside it. */
export interface FigureCheck {
  key: FactKey;
  wording: FigureCheckWording;
}

/** The notes beside some figures (an answer's, a visa's, a guide's), each marked with its figure; in `lang` where the text around is in another. */
export function FigureCheckNotes({ checks, lang, className }: { checks: readonly FigureCheck[] | undefined; lang?: string; className?: string }) {
  return checks?.map(({ key, wording }) => (
    <div key={key} data-figure-check={key} lang={lang} className={className}>
      <FigureCheckNote wording={wording} />
    </div>
  ));
}
