import { z } from "~/lib/zod";
import { TEMPLATE_KINDS, templateKindOf } from "~/modules/template-pdf/template-kinds";
import { preferredTimeProblem } from "./booking-time";

/** Spec section 5: non-space text, @, non-space text, dot, non-space text. */
export const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;

export const INVALID_EMAIL = { title: "Invalid Email", message: "Please enter a valid email address." } as const;

/** An e-mail address by the spec's rule; `requiredMessage` is what an empty field says on that form. */
export function emailAddressSchema(requiredMessage: string) {
  return z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, INVALID_EMAIL.message)
    .regex(SIMPLE_EMAIL, INVALID_EMAIL.message);
}

const email = emailAddressSchema("Email is required");

/**
 * The checker's purchase dialog: product=template, email, and the template of the visa the result
 * recommends. A page loaded before templates followed the visa posts a `stream` instead; it still buys
 * that stream's Visitor visa template.
 */
export const templateCheckoutSchema = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || "template" in input || !("stream" in input)) return input;
    return { ...input, template: templateKindOf((input as { stream: unknown }).stream) };
  },
  z.object({
    product: z.literal("template"),
    email,
    template: z.enum(TEMPLATE_KINDS, { message: "Please choose the template from your result in the checker." }),
  }),
);

/** Spec section 5, 'Booking'; the time must also be in the future (checked against `now`). */
export function bookingSchema(now: Date) {
  return z
    .object({
      name: z.string({ message: "Full name is required" }).trim().min(1, "Full name is required").max(200, "Please shorten your name."),
      email,
      phone: z
        .string({ message: "Phone number is required" })
        .trim()
        .min(1, "Phone number is required")
        .max(40, "Please enter a valid phone number.")
        .regex(/^\+?[\d\s().-]{6,}$/, "Please enter a valid phone number."),
      preferredDateTime: z.string({ message: "Please select a date and time" }).trim().min(1, "Please select a date and time"),
      /** The visitor's IANA time zone, added by the browser when JavaScript runs. */
      timeZone: z
        .string()
        .trim()
        .max(64)
        .optional()
        .transform((value) => value || undefined),
    })
    .superRefine((booking, context) => {
      if (!booking.preferredDateTime) return;
      const problem = preferredTimeProblem(booking.preferredDateTime, now, booking.timeZone);
      if (problem) context.addIssue({ code: "custom", path: ["preferredDateTime"], message: problem });
    });
}

export function consultationCheckoutSchema(now: Date) {
  return bookingSchema(now).and(z.object({ product: z.literal("consultation") }));
}

export type TemplateCheckout = z.infer<typeof templateCheckoutSchema>;
export type BookingInput = z.infer<ReturnType<typeof bookingSchema>>;
export type ConsultationCheckout = BookingInput & { product: "consultation" };

export type BookingField = "name" | "email" | "phone" | "preferredDateTime";
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message for each field, for inline display. */
export function firstErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** The error the checkout contract returns: a title from the spec's catalogue and a message. */
export interface CheckoutError {
  title: string;
  message: string;
}

export const UNEXPECTED_ERROR_TITLE = "An Unexpected Error Occurred";
export const PAYMENT_ERROR_TITLE = "Payment Error";
