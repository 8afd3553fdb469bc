import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Slot } from "./slot";

export const buttonVariants = cva(
  "inline-flex items-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-ocean-700 text-white shadow-sm hover:bg-ocean-800",
        accent: "bg-wattle-400 text-slate-900 shadow-sm hover:bg-wattle-300",
        outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        ghostDanger: "text-red-700 hover:bg-red-50 hover:text-red-800",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        link: "text-ocean-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm [&_svg]:size-4",
        sm: "h-9 px-3 text-sm [&_svg]:size-4",
        lg: "h-12 px-6 text-base [&_svg]:size-4",
        icon: "size-10 text-sm [&_svg]:size-4",
        iconLarge: "size-10 text-sm [&_svg]:size-6",
      },
      align: {
        center: "justify-center",
        start: "justify-start",
      },
    },
    defaultVariants: { variant: "default", size: "default", align: "center" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` any element (for example a Link) styled as one. */
export function Button({ className, variant, size, align, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size, align }), className)} {...props} />;
}
