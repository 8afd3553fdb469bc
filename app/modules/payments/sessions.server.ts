import type { Kysely } from "kysely";
import Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import { DEMO_SESSION_PREFIX } from "./checkout.server";
import { isSettled } from "./lifecycle.server";
import { productOf, registeredProducts } from "./product-registry.server";

/** What the site needs to know about a Checkout Session, from Stripe or from the demo checkout. */
export interface SessionView {
  id: string;
  /** The registered product the session sells; null when its metadata names none (it is then left alone). */
  kind: string | null;
  /** The order or booking id the session was opened for. */
  reference: string | undefined;
  paid: boolean;
  /** The address the customer confirmed at checkout. */
  email: string | null;
  amountTotal: number | null;
  currency: string | null;
}

/** Session ids as Stripe and the demo checkout write them; anything else is not looked up at all. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_-]{8,250}$/;

export function viewOfStripeSession(session: Stripe.Checkout.Session): SessionView {
  const metadata = session.metadata ?? {};
  const product = productOf(metadata.kind);
  return {
    id: session.id,
    kind: product?.kind ?? null,
    reference: product ? metadata[product.referenceKey] : undefined,
    paid: session.payment_status === "paid",
    email: session.customer_details?.email ?? session.customer_email ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

/** A demo session read from its product's row; `paid` once the demo payment went through. */
export async function demoSessionView(db: Kysely<Database>, sessionId: string): Promise<SessionView | null> {
  if (!sessionId.startsWith(DEMO_SESSION_PREFIX)) return null;
  for (const product of registeredProducts()) {
    const record = await product.findDemo(db, sessionId);
    if (!record) continue;
    return {
      id: sessionId,
      kind: product.kind,
      reference: record.id,
      paid: isSettled(product.table, record.status),
      email: record.email,
      amountTotal: record.amountCents,
      currency: record.currency,
    };
  }
  return null;
}

/**
 * The session behind a success-page link, asked of Stripe itself (never trusted from the URL), or of
 * the demo checkout when Stripe is not configured. Null when there is no such session.
 */
export async function retrieveSession(deps: { db: Kysely<Database>; stripe: Stripe | null }, sessionId: string): Promise<SessionView | null> {
  if (!SESSION_ID_PATTERN.test(sessionId)) return null;
  if (!deps.stripe) return demoSessionView(deps.db, sessionId);
  try {
    return viewOfStripeSession(await deps.stripe.checkout.sessions.retrieve(sessionId));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}
