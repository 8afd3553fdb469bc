import type { ComponentProps } from "react";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps & { className?: string; children: React.ReactNode }) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

type TextFieldProps = ComponentProps<typeof Input> & { name: string; label: string; error?: string; hint?: string };

/** A labelled input with its hint and inline error, wired up for screen readers. */
export function TextField({ name, label, error, hint, id = name, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<typeof Textarea> & { name: string; label: string; error?: string; hint?: string };

export function TextAreaField({ name, label, error, hint, id = name, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
    </FieldFrame>
  );
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: string[]) {
  for (const name of fields) {
    const element = form?.elements.namedItem(name);
    if (element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
