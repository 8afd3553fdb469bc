import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: ReactNode;
  className?: string;
}

/** The h2 and optional lead paragraph that open a page section. */
export function SectionHeading({ id, title, lead, className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-slate-700">{lead}</p> : null}
    </div>
  );
}
