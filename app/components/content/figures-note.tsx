import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * When the page's figures were last compared with the site's facts record. It makes no claim that the
 * official pages were checked that day: each figure's source and that source's own date are shown
 * with the figure (`children` says where).
 */
export function FiguresNote({ comparedOn, className, children }: { comparedOn: { iso: string; text: string }; className?: string; children?: ReactNode }) {
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      Figures compared with our facts record on <time dateTime={comparedOn.iso}>{comparedOn.text}</time>. {children}
    </p>
  );
}
