import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { FieldError } from "./field-error";
import { Label } from "./label";

/** What a field hands its control: the id the label points at and the accessibility wiring. */
export interface FieldControl {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldProps {
  name: string;
  label: ReactNode;
  /** Help shown under the control, read out with it. */
  hint?: ReactNode;
  /** The field's message from the last check (browser or server), shown under it. */
  error?: string;
  id?: string;
  /** For controls named with aria-labelledby (the rich-text editor). */
  labelId?: string;
  /** "stacked": label, control, hint, error; "inline": label and control side by side (switches). */
  layout?: "stacked" | "inline";
  className?: string;
  hintClassName?: string;
  /**
   * "alert" for errors that appear without the form being sent (a file checked as it is picked):
   * nothing moves focus to them, so they announce themselves.
   */
  errorRole?: "alert";
  children: (control: FieldControl) => ReactNode;
}

/**
 * The one field of every form: a label tied to its control, an optional hint and the inline error,
 * with `aria-invalid` and `aria-describedby` wired so screen readers announce both. The control
 * itself is the caller's (input, text area, select, editor), rendered with the props it is given.
 */
export function Field({ name, label, hint, error, id = name, labelId, layout = "stacked", className, hintClassName, errorRole, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    name,
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(hintId || errorId ? { "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") } : {}),
  };
  return (
    <div className={cn(layout === "inline" ? "flex items-center justify-between gap-4" : "grid gap-1.5", className)}>
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      {children(control)}
      {hint ? (
        <p id={hintId} className={hintClassName ?? "text-sm text-slate-600"}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} role={errorRole}>
        {error}
      </FieldError>
    </div>
  );
}
