import Stripe from "stripe";
import { PAYMENT_ERROR_TITLE, UNEXPECTED_ERROR_TITLE, type CheckoutError } from "./checkout-schema";

/**
 * The fixed error titles for a checkout that could not start: Stripe's own message as
 * 'Payment Error' when it is about the request (HTTP 400); 'An Unexpected Error Occurred' /
 * 'Please try again.' for anything else, because internal messages are not for visitors. Problems
 * with the site's own Stripe account (key, permissions, rate limits, outages) are described without
 * details, which go to the log instead.
 */
export function checkoutFailure(error: unknown): { status: number; error: CheckoutError } {
  if (error instanceof Stripe.errors.StripeError) {
    const aboutTheRequest =
      error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeIdempotencyError;
    return aboutTheRequest
      ? { status: 400, error: { title: PAYMENT_ERROR_TITLE, message: error.message } }
      : { status: 502, error: { title: PAYMENT_ERROR_TITLE, message: "The payment service is not available right now. Please try again in a few minutes." } };
  }
  return { status: 500, error: { title: UNEXPECTED_ERROR_TITLE, message: "Please try again." } };
}
