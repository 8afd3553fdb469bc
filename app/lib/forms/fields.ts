import { z } from "~/lib/zod";
import { SIMPLE_EMAIL, isSingleAddress } from "./email-pattern";

/**
 * Field types for form schemas. A form posts strings (and files); a field that was not posted at all
 * arrives as `undefined`, which `z.string({ message })` reports with the field's "required" message.
 */

/** A checkbox or switch: present ("on") means checked, absent means not. */
export const checkbox = () => z.preprocess((value) => value === "on" || value === "true" || value === "1", z.boolean());

/** An optional text field: blank becomes `undefined`. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/** An optional file input: a browser posts an empty, nameless file when none was chosen. */
export const optionalFile = () =>
  z.preprocess((value) => (value instanceof File && value.size > 0 ? value : undefined), z.instanceof(File).optional());

/**
 * An e-mail address field: required, at most 254 characters, matching `pattern` (the site's simple
 * rule unless a form's own rule says otherwise) and exactly one bare address. Every form's address goes through here.
 */
export const emailAddress = (messages: { required: string; invalid: string }, pattern: RegExp = SIMPLE_EMAIL) =>
  z
    .string({ message: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.invalid)
    .regex(pattern, messages.invalid)
    .refine(isSingleAddress, messages.invalid);
