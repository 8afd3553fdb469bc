import { isSimpleEmail } from "~/lib/forms/email-pattern";
import type { FieldErrors } from "~/lib/forms/reply";

/**
 * A browser check of one e-mail field by the site's simple rule (text, @, text, dot, text), without zod (the result page's forms
 * stay light); the server's `emailAddress` checks the same rule again. `required` is what a blank field
 * says, when the form says something else than `invalid` for it.
 */
export function emailCheck<Field extends string>(field: Field, invalid: string, required = invalid): (form: FormData) => FieldErrors<Field> {
  return (form) => {
    const email = form.get(field);
    if (typeof email !== "string" || email.trim() === "") return { [field]: required } as FieldErrors<Field>;
    return isSimpleEmail(email) ? {} : ({ [field]: invalid } as FieldErrors<Field>);
  };
}
