import type { DeliveryOutcome } from "./outbox.server";

/** What a page tells the visitor after asking for mail to be sent: a toast title and message. */
export type SendResult = { ok: true; title: string; message: string } | { ok: false; title: string; message: string };

/** Sends a queued message now; pages receive it as a parameter so tests can pass their own transport. */
export type DeliverQueued = (id: string) => Promise<DeliveryOutcome>;

export const EMAIL_SENDING_FAILED = "Email Sending Failed";
