import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { FiguresNoteWording } from "~/modules/i18n/faq-messages";

/**
 * When the page's figures were last compared with the site's facts record. It makes no claim that the
 * official pages were checked that day: each figure's source and that source's own date are shown
 * with the figure (`children` says where). Pages in another language pass the note's `wording`.
 */
export function FiguresNote({
  comparedOn,
  wording,
  className,
  children,
}: {
  comparedOn: { iso: string; text: string };
  wording?: FiguresNoteWording;
  className?: string;
  children?: ReactNode;
}) {
  if (wording) {
    return (
      <p className={cn("text-sm text-slate-600", className)}>
        {wording.before}
        <time dateTime={comparedOn.iso}>{wording.date}</time>
        {wording.after} {children}
      </p>
    );
  }
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      Figures compared with our facts record on <time dateTime={comparedOn.iso}>{comparedOn.text}</time>. {children}
    </p>
  );
}
