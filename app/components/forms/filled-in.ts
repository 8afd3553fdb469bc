import type { FieldErrors } from "~/lib/forms/reply";

/**
 * A browser check that one field is not blank, for forms that ask only that much before
 * posting (the address pages); the server's schema checks the rest.
 */
export function filledIn<Field extends string>(field: Field, message: string): (form: FormData) => FieldErrors<Field> {
  return (form) => (String(form.get(field) ?? "").trim() ? {} : ({ [field]: message } as FieldErrors<Field>));
}
