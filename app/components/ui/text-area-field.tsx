import type { ComponentProps } from "react";
import { Field, type FieldProps } from "./field";
import { Textarea } from "./textarea";

type TextAreaFieldProps = ComponentProps<typeof Textarea> & Pick<FieldProps, "label" | "hint" | "error"> & { name: string };

/** A labelled text area with its hint and inline error (see Field). */
export function TextAreaField({ name, label, hint, error, id, ...props }: TextAreaFieldProps) {
  return (
    <Field name={name} id={id} label={label} hint={hint} error={error}>
      {(control) => <Textarea {...control} {...props} />}
    </Field>
  );
}
