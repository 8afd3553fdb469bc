import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { localizePath, type Locale } from "~/modules/i18n/locales";
import { DEMO_SESSION_PREFIX, successPathFor } from "./checkout.server";
import { settleCheckoutSession } from "./fulfil.server";
import { cancelPathFor, expireAbandonedDemoSessions, type RecordTable } from "./lifecycle.server";
import { productOf } from "./product-registry.server";
import { demoSessionView } from "./sessions.server";
import { bookedConsultation, type BookedConsultation } from "./booking-summary.server";
import { orderReference } from "~/modules/receipts/receipt";

/** What the demo checkout page shows: the one line item, its price and where the receipt goes. */
export interface DemoCheckout {
  sessionId: string;
  /** The product's kind, as the registry names it. */
  product: string;
  name: string;
  description: string;
  amountCents: number;
  currency: string;
  email: string;
  paid: boolean;
  /** Still payable: not paid, cancelled or expired. */
  open: boolean;
  /** Where its Cancel button returns. */
  cancelPath: string;
  /** The order's or booking's reference, as the receipt and e-mails quote it. */
  reference: string;
  /** A consultation's agent and time, so the visitor sees what they are paying for. */
  booking?: BookedConsultation;
  /** The order or booking it pays for, which its Cancel button (a POST) marks cancelled. */
  record: { table: RecordTable; id: string };
}

/** An open or finished demo session, or null for any id the demo checkout did not issue. */
export async function findDemoCheckout(db: Kysely<Database>, sessionId: string, locale: Locale = "en"): Promise<DemoCheckout | null> {
  if (!sessionId.startsWith(DEMO_SESSION_PREFIX)) return null;
  const view = await demoSessionView(db, sessionId);
  const product = productOf(view?.kind);
  if (!view || !product || view.amountTotal === null || !view.reference) return null;
  await expireAbandonedDemoSessions(db);
  const { table } = product;
  // Read after expiring, so a session left open too long shows as closed.
  const row = await product.find(db, view.reference);
  return {
    sessionId,
    product: product.kind,
    // A guide's line names the visa it is for, as Stripe's checkout page does.
    name: row?.lineName ?? product.price.name,
    description: product.price.description,
    amountCents: view.amountTotal,
    currency: view.currency ?? product.price.currency,
    email: view.email ?? "",
    paid: view.paid,
    open: row?.status === "pending",
    cancelPath: localizePath(cancelPathFor(table, view.reference), locale),
    reference: orderReference(view.reference),
    ...(view.kind === "consultation" ? { booking: await bookedConsultation(db, view.reference) } : {}),
    record: { table, id: view.reference },
  };
}

/**
 * 'Pays' a demo session: no money moves; the session is settled through the same fulfilment path a
 * real Stripe payment takes. Returns the success page to go to, or null for an unknown session.
 */
export async function payDemoCheckout(db: Kysely<Database>, sessionId: string, locale: Locale = "en"): Promise<string | null> {
  const view = await demoSessionView(db, sessionId);
  if (!view) return null;
  await settleCheckoutSession(db, { ...view, paid: true });
  return successPathFor(encodeURIComponent(sessionId), locale);
}
