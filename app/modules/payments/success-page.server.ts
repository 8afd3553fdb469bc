import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import { logger } from "~/lib/logger.server";
import { orderReference } from "~/modules/receipts/receipt";
import type { TimeWording } from "./booking-details.server";
import { bookedConsultation, type BookedConsultation } from "./booking-summary.server";
import { settleCheckoutSession } from "./fulfil.server";
import { retrieveSession } from "./sessions.server";
import { SESSION_PROBLEMS, purchaseFromSession } from "./template-sending.server";

export type { BookedConsultation };

export type SuccessPageState =
  | { mode: "purchase"; sessionId: string; email: string; reference?: string }
  | { mode: "consultation"; sessionId: string; booking?: BookedConsultation }
  | { mode: "none" }
  | { mode: "problem"; message: string };

/**
 * What /payment/success shows. Without a session id nothing is confirmed, and the page says so: anyone
 * can open the bare address, so it must not tell them a consultation is booked (both checkouts come back
 * with their session id; decision record 040). With one, the session is asked of Stripe: a paid template purchase offers 'Send Template', a paid booking
 * shows the booking message; both are settled here too, in case the webhook has not arrived yet.
 */
export async function successPageState(
  deps: { db: Kysely<Database>; stripe: Stripe | null },
  sessionId: string | null,
  timeWording?: TimeWording,
): Promise<SuccessPageState> {
  if (sessionId === null) return { mode: "none" };
  try {
    const view = await retrieveSession(deps, sessionId);
    if (view?.kind === "consultation") {
      if (!view.paid) return { mode: "problem", message: SESSION_PROBLEMS["not-paid"] };
      await settleCheckoutSession(deps.db, view);
      return { mode: "consultation", sessionId, booking: await bookedConsultation(deps.db, view.reference, timeWording) };
    }
    const purchase = await purchaseFromSession(deps, view);
    if (!purchase.ok) return { mode: "problem", message: SESSION_PROBLEMS[purchase.problem] };
    return { mode: "purchase", sessionId, email: purchase.email, ...(view?.reference ? { reference: orderReference(view.reference) } : {}) };
  } catch (error) {
    // A problem (the database is unreachable) answers for itself.
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "could not confirm a checkout session for the success page");
    return { mode: "problem", message: "We could not confirm your payment just now. Please reload this page in a minute." };
  }
}
