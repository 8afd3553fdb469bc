import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // A plain <label>: the browser already ties it to its control, so no script is needed for it.
  return <label className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}
