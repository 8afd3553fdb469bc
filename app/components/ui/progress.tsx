import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

interface ProgressProps extends Omit<ComponentProps<"div">, "role"> {
  /** Percent complete, 0 to 100. */
  value: number;
  /** Accessible name of the bar. */
  label: string;
  /** What assistive technology reads instead of the bare percent, e.g. 'Step 2 of 3'. */
  valueText?: string;
}

/**
 * A horizontal progress bar. The fill slides (a transform) rather than growing (its width), so its
 * transition is the compositor's work and lays nothing out again on each frame.
 */
export function Progress({ value, label, valueText, className, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-ocean-600 transition-transform duration-300 motion-reduce:transition-none"
        style={{ transform: `translateX(${percent - 100}%)` }}
      />
    </div>
  );
}
