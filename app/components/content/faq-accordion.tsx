import { ChevronDownIcon, ExternalLinkIcon } from "lucide-react";
import type { FaqItem } from "~/content/faq";
import { cn } from "~/lib/cn";
import { FigureCheckNotes } from "./figure-check-note";

interface FaqAccordionProps {
  items: FaqItem[];
  /**
   * Items sharing a group name open one at a time (an exclusive accordion); without one,
   * each opens and closes on its own.
   */
  group?: string;
  className?: string;
}

/**
 * Collapsible questions built on <details>: they open and close before any JavaScript loads, the
 * browser announces their state, and a shared `name` makes the group single-open at no script cost.
 */
export function FaqAccordion({ items, group, className }: FaqAccordionProps) {
  return (
    <div className={cn("divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm", className)}>
      {items.map((item) => (
        <details key={item.id} name={group} className="group" data-faq-item>
          <summary
            className={cn(
              "flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900",
              "hover:text-ocean-700 [&::-webkit-details-marker]:hidden",
            )}
          >
            <span>{item.q}</span>
            <ChevronDownIcon
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-slate-700">
            <p>{item.a}</p>
            <FigureCheckNotes checks={item.checks} className="mt-2" />
            {item.links.map((link) => (
              <p key={link.href} className="mt-2 text-sm">
                <a
                  href={link.href}
                  className="inline-flex items-center gap-1 text-ocean-700 underline underline-offset-2 hover:text-ocean-800"
                  rel="noopener noreferrer"
                >
                  {link.label}
                  <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
                </a>
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
