import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A card's title as the screen's second heading level (admin screens have one h1 above their cards). */
export function CardHeading({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
}
