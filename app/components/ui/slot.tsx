import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/cn";

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode };

/**
 * Renders its single child element with the slot's props merged in: the `asChild` pattern that lets a
 * link look like a button. Class names are joined; any other prop the child sets itself wins.
 * Small on purpose: it only ever wraps one Link or anchor.
 */
export function Slot({ children, className, ...props }: SlotProps) {
  if (!isValidElement<{ className?: string }>(children)) throw new Error("Slot needs exactly one element child.");
  return cloneElement(children, { ...props, ...children.props, className: cn(className, children.props.className) });
}
