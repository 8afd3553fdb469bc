import type { Kysely } from "kysely";
import Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { settleCheckoutSession, type SettleOutcome } from "./fulfil.server";
import { viewOfStripeSession } from "./sessions.server";
import { recordRefund, type RefundOutcome } from "./refunds.server";

/** The Checkout events the site acts on; Stripe's endpoint should send these. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
] as const;

export interface WebhookResult {
  status: number;
  body: { received: true; outcome?: SettleOutcome | RefundOutcome | "ignored" } | { error: string };
}

/**
 * Verifies and handles one webhook delivery. `rawBody` must be the request body exactly as received:
 * the signature covers those bytes. Without a configured secret nothing is accepted (fail closed).
 */
export async function handleStripeWebhook(
  db: Kysely<Database>,
  secret: string | undefined,
  rawBody: string,
  signature: string | null,
): Promise<WebhookResult> {
  if (!secret) {
    logger.error("Stripe webhook called but STRIPE_WEBHOOK_SECRET is not set; refusing it");
    return { status: 503, body: { error: "Webhook is not configured." } };
  }
  if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header." } };

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    logger.warn({ problem: error instanceof Error ? error.message : String(error) }, "Stripe webhook signature rejected");
    return { status: 400, body: { error: "Invalid signature." } };
  }

  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { status: 200, body: { received: true, outcome: "ignored" } };
  if (event.type === "charge.refunded") {
    return { status: 200, body: { received: true, outcome: await recordRefund(db, event.data.object, { id: event.id, type: event.type }) } };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const outcome = await settleCheckoutSession(db, viewOfStripeSession(session), { event: { id: event.id, type: event.type } });
  return { status: 200, body: { received: true, outcome } };
}
