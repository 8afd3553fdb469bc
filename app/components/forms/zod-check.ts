import type { z } from "zod";
import { firstErrors } from "~/lib/forms/field-errors";
import { formRecord } from "~/lib/forms/form-record";
import type { FieldErrors } from "~/lib/forms/reply";

/** A browser check from the server's own zod schema: the same rules, the same first message per field. */
export function zodCheck<Field extends string>(schema: z.ZodType): (form: FormData) => FieldErrors<Field> {
  return (form) => {
    const parsed = schema.safeParse(formRecord(form));
    return parsed.success ? {} : firstErrors<Field>(parsed.error);
  };
}
