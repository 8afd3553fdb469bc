import type { ComponentProps } from "react";
import { Field, type FieldProps } from "./field";
import { Input } from "./input";

type TextFieldProps = ComponentProps<typeof Input> &
  Pick<FieldProps, "label" | "hint" | "error" | "hintClassName"> & { name: string; fieldClassName?: string };

/** A labelled one-line input with its hint and inline error (see Field). */
export function TextField({ name, label, hint, error, hintClassName, id, fieldClassName, ...props }: TextFieldProps) {
  return (
    <Field name={name} id={id} label={label} hint={hint} error={error} hintClassName={hintClassName} className={fieldClassName}>
      {(control) => <Input {...control} {...props} />}
    </Field>
  );
}
