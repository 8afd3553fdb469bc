import Stripe from "stripe";
import { priorReply, recordReply } from "~/lib/forms/once.server";
import type { FieldErrors } from "~/lib/forms/reply";
import { logger } from "~/lib/logger.server";
import { checkoutFailure } from "./checkout-errors";
import { AGENT_UNKNOWN, CONSULTATION_NOT_OFFERED, INVALID_EMAIL, UNEXPECTED_ERROR_TITLE, type CheckoutError, type CheckoutInput } from "./checkout-schema";
import { AgentNotBookableError, ConsultationNotOfferedError, startConsultationCheckout, startTemplateCheckout, type CheckoutDeps } from "./checkout.server";

/** Each form's product has its own start; a product the form offers without one does not compile. */
function startProductCheckout(deps: CheckoutDeps, input: CheckoutInput) {
  switch (input.product) {
    case "template":
      return startTemplateCheckout(deps, input);
    case "consultation":
      return startConsultationCheckout(deps, input);
    default:
      return input satisfies never;
  }
}

export type CheckoutResult =
  | { ok: true; url: string }
  | { ok: false; status: number; error: CheckoutError; fieldErrors?: FieldErrors<"agent"> };

/**
 * Starts a checked checkout (the checker's purchase dialog, the booking page) as the checkout
 * contract describes: a URL to redirect to, or an error with a title from the fixed list in checkout-errors.ts.
 */
export async function startCheckout(deps: CheckoutDeps, input: CheckoutInput): Promise<CheckoutResult> {
  const now = deps.now ?? new Date();
  try {
    return { ok: true, url: (await startProductCheckout({ ...deps, now }, input)).url };
  } catch (error) {
    // A problem (the database is unreachable) answers for itself.
    if (error instanceof Response) throw error;
    if (error instanceof AgentNotBookableError) {
      return { ok: false, status: 400, error: { title: UNEXPECTED_ERROR_TITLE, message: AGENT_UNKNOWN }, fieldErrors: { agent: AGENT_UNKNOWN } };
    }
    if (error instanceof ConsultationNotOfferedError) {
      return { ok: false, status: 409, error: { title: UNEXPECTED_ERROR_TITLE, message: CONSULTATION_NOT_OFFERED } };
    }
    if (error instanceof Stripe.errors.StripeError) {
      // Stripe's request id finds the details in its dashboard; its message may quote the visitor's address.
      logger.warn({ type: error.type, code: error.code, status: error.statusCode, requestId: error.requestId }, "Stripe refused to open a Checkout Session");
    } else {
      logger.error({ err: error }, "checkout failed");
    }
    return { ok: false, ...checkoutFailure(error) };
  }
}

/**
 * Starts a checkout once per form token: the same post sent again (a double click, a retry after a lost
 * answer) is sent to the checkout the first one opened, so a visitor never pays twice or leaves a second
 * pending order behind. A post without a token (no JavaScript on a prerendered page) starts as before.
 */
export async function startCheckoutOnce(
  deps: CheckoutDeps,
  input: CheckoutInput,
  token: string | undefined,
): Promise<CheckoutResult> {
  const form = `checkout:${input.product}`;
  const prior = await priorReply<{ url: string }>(deps.db, form, token);
  if (prior) return { ok: true, url: prior.url };
  const result = await startCheckout(deps, input);
  if (!result.ok || (await recordReply(deps.db, form, token, { url: result.url }, deps.now))) return result;
  // A concurrent copy was recorded first: send this one to the same checkout.
  const first = await priorReply<{ url: string }>(deps.db, form, token);
  return first ? { ok: true, url: first.url } : result;
}

/**
 * The toast for a checkout form that did not pass its checks: 'Invalid Email' for an e-mail
 * problem (for the consultation, not when it is simply missing: that one shows under the field),
 * else the first problem under 'An Unexpected Error Occurred'.
 */
export function checkoutValidationError(product: string | undefined, fieldErrors: FieldErrors): CheckoutError {
  if (product !== "template" && product !== "consultation") {
    return { title: UNEXPECTED_ERROR_TITLE, message: "Please choose what you would like to buy." };
  }
  const emailProblem = product === "template" ? fieldErrors.email : fieldErrors.email !== "Email is required" ? fieldErrors.email : undefined;
  if (emailProblem) return INVALID_EMAIL;
  return { title: UNEXPECTED_ERROR_TITLE, message: Object.values(fieldErrors).find(Boolean) ?? "Please try again." };
}
