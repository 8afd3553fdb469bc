import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-ocean-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ocean-600 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
