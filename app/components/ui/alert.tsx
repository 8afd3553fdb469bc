import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const alertVariants = cva("rounded-xl border px-4 py-3 text-sm", {
  variants: {
    variant: {
      default: "border-ocean-200 bg-ocean-50 text-ocean-900",
      destructive: "border-red-300 bg-red-50 text-red-900",
    },
  },
  defaultVariants: { variant: "default" },
});

/** A message box inside the page, for notices that must show without JavaScript (where a toast cannot). */
export function Alert({ className, variant, ...props }: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("font-semibold", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-1", className)} {...props} />;
}
