import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** An inline validation message; give it an id and point the field's aria-describedby at it. */
export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p className={cn("text-sm font-medium text-red-700", className)} {...props}>
      {children}
    </p>
  );
}
