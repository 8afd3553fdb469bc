import { emailAddress } from "~/lib/forms/fields";
import { z } from "~/lib/zod";
import { SOLD_TEMPLATE_KINDS, templateKindOf } from "~/modules/template-pdf/template-kinds";
import { isValidTimeZone, preferredTimeProblem } from "./booking-time";
import { INVALID_EMAIL } from "./purchase-email";
import { ANY_AGENT } from "~/modules/agents/register";

/** A posted agent that is not (or no longer) bookable. */
export const AGENT_UNKNOWN = "Please choose an agent from the list.";
export const CONSULTATION_NOT_OFFERED = "Consultations cannot be booked at the moment: no registered migration agent is available. Nothing was charged.";

export { INVALID_EMAIL } from "./purchase-email";

const email = emailAddress({ required: "Email is required", invalid: INVALID_EMAIL.message });

/** The checker's purchase dialog: product=template, email, and the template of the visa the result recommends. */
export const templateCheckoutSchema = z.object({
  product: z.literal("template"),
  email,
  // Only the Visitor visa's guides are sold (the ETA and the eVisitor are short online forms); the other
  // kinds stay known for the orders and download links made before.
  template: z.enum(SOLD_TEMPLATE_KINDS, { message: "Please choose the template from your result in the checker." }),
  /**
   * The checker's answers, when the buyer leaves 'print my answers in the guide' ticked: the result's
   * query string. Checked on the server (order-answers.server.ts); answers that are not a result's are
   * left out and the general guide is sold, never the purchase refused.
   */
  answers: z.string().optional().catch(undefined),
});

/**
 * A page loaded before templates followed the recommended visa posts a Visitor visa `stream` instead
 * of a `template`; it still buys that stream's template.
 */
function templateFromStream(input: unknown): unknown {
  if (typeof input !== "object" || input === null || "template" in input || !("stream" in input)) return input;
  const { stream, ...rest } = input as { stream: unknown };
  return { ...rest, template: templateKindOf(stream) };
}

/** The booking form's rules: every field required, a valid e-mail, a date and time in the future. */
const bookingFields = {
  name: z.string({ message: "Full name is required" }).trim().min(1, "Full name is required").max(200, "Please shorten your name."),
  email,
  phone: z
    .string({ message: "Phone number is required" })
    .trim()
    .min(1, "Phone number is required")
    .max(40, "Please enter a valid phone number.")
    .regex(/^\+?[\d\s().-]{6,}$/, "Please enter a valid phone number."),
  preferredDateTime: z.string({ message: "Please select a date and time" }).trim().min(1, "Please select a date and time"),
  /** The agent chosen: an agent's id, or "any" (also when left out) for any available agent. */
  agent: z
    .string()
    .trim()
    .max(36, AGENT_UNKNOWN)
    .optional()
    .transform((value) => (!value || value === ANY_AGENT.value ? undefined : value)),
  /** The visitor's IANA time zone, added by the browser when JavaScript runs. */
  timeZone: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((value) => value || undefined)
    // Only a zone the runtime knows; anything else is refused rather than stored as given.
    .refine((value) => value === undefined || isValidTimeZone(value), "Unknown time zone."),
};

/** The preferred time must also be in the future (checked against `now`). */
const inTheFuture =
  (now: Date) =>
  (booking: { preferredDateTime: string; timeZone?: string }, context: z.RefinementCtx) => {
    if (!booking.preferredDateTime) return;
    const problem = preferredTimeProblem(booking.preferredDateTime, now, booking.timeZone);
    if (problem) context.addIssue({ code: "custom", path: ["preferredDateTime"], message: problem });
  };

/** The booking page's form. */
export function bookingSchema(now: Date) {
  return z.object(bookingFields).superRefine(inTheFuture(now));
}

/** The checkout contract's consultation: the booking plus product=consultation. */
export function consultationCheckoutSchema(now: Date) {
  return z.object({ product: z.literal("consultation"), ...bookingFields }).superRefine(inTheFuture(now));
}

/** Everything POST /checkout accepts, told apart by `product`. */
export function checkoutSchema(now: Date) {
  return z.preprocess(templateFromStream, z.discriminatedUnion("product", [templateCheckoutSchema, consultationCheckoutSchema(now)]));
}

export type TemplateCheckout = z.output<typeof templateCheckoutSchema>;
export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;
export type ConsultationCheckout = z.output<ReturnType<typeof consultationCheckoutSchema>>;
export type CheckoutInput = TemplateCheckout | ConsultationCheckout;

export type BookingField = "name" | "email" | "phone" | "preferredDateTime" | "agent";

/** The error the checkout contract returns: a title from the fixed list in checkout-errors.ts and a message. */
export interface CheckoutError {
  title: string;
  message: string;
}

export const UNEXPECTED_ERROR_TITLE = "An Unexpected Error Occurred";
export const PAYMENT_ERROR_TITLE = "Payment Error";
