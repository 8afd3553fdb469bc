import type { Kysely } from "kysely";
import Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { checkoutFailure } from "./checkout-errors";
import {
  INVALID_EMAIL,
  UNEXPECTED_ERROR_TITLE,
  consultationCheckoutSchema,
  firstErrors,
  templateCheckoutSchema,
  type BookingField,
  type CheckoutError,
  type FieldErrors,
} from "./checkout-schema";
import { startConsultationCheckout, startTemplateCheckout } from "./checkout.server";

export type CheckoutFormResult =
  | { ok: true; url: string }
  | { ok: false; status: number; product: "template" | "consultation" | null; error: CheckoutError; fieldErrors?: FieldErrors<BookingField> };

/**
 * Handles a POST to /checkout (the checker's purchase dialog, the booking page) as the checkout
 * contract describes: a URL to redirect to, or an error with a title from the spec's catalogue.
 */
export async function checkoutFromForm(
  deps: { db: Kysely<Database>; stripe: Stripe | null; now?: Date },
  form: Record<string, unknown>,
): Promise<CheckoutFormResult> {
  const now = deps.now ?? new Date();
  const product = form.product === "template" || form.product === "consultation" ? form.product : null;
  if (!product) return { ok: false, status: 400, product, error: { title: UNEXPECTED_ERROR_TITLE, message: "Please choose what you would like to buy." } };

  try {
    if (product === "template") {
      const parsed = templateCheckoutSchema.safeParse(form);
      if (!parsed.success) {
        const emailProblem = parsed.error.issues.some((issue) => issue.path[0] === "email");
        return {
          ok: false,
          status: 400,
          product,
          error: emailProblem ? INVALID_EMAIL : { title: UNEXPECTED_ERROR_TITLE, message: parsed.error.issues[0]?.message ?? "Please try again." },
        };
      }
      return { ok: true, url: (await startTemplateCheckout({ ...deps, now }, parsed.data)).url };
    }

    const parsed = consultationCheckoutSchema(now).safeParse(form);
    if (!parsed.success) {
      const fieldErrors = firstErrors<BookingField>(parsed.error);
      const error = fieldErrors.email && fieldErrors.email !== "Email is required"
        ? INVALID_EMAIL
        : { title: UNEXPECTED_ERROR_TITLE, message: Object.values(fieldErrors)[0] ?? "Please try again." };
      return { ok: false, status: 400, product, error, fieldErrors };
    }
    return { ok: true, url: (await startConsultationCheckout({ ...deps, now }, parsed.data)).url };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // Stripe's request id finds the details in its dashboard; its message may quote the visitor's address.
      logger.warn({ type: error.type, code: error.code, status: error.statusCode, requestId: error.requestId }, "Stripe refused to open a Checkout Session");
    } else {
      logger.error({ err: error }, "checkout failed");
    }
    return { ok: false, product, ...checkoutFailure(error) };
  }
}
