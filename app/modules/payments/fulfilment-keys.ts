import crypto from "node:crypto";

/**
 * The outbox dedupe keys of the mail that delivers what was sold: each is queued once however often a
 * payment is settled. They only prevent duplicates; what a mail is for is its purpose (see
 * product-registry.server.ts), never read back from the key.
 */
export const fulfilmentMailKeys = {
  /** The template e-mail queued when the payment settled. */
  template: (orderId: string) => `template-order:${orderId}`,
  /** A copy sent again from the success page: its own key, so every copy is queued, each fulfils the order. */
  templateAgain: (orderId: string) => `template-order:${orderId}:again:${crypto.randomUUID()}`,
  bookingConfirmation: (bookingId: string) => `booking-confirmation:${bookingId}`,
  bookingNotice: (bookingId: string) => `booking-notice:${bookingId}`,
};
