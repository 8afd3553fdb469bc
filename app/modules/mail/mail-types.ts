/** A file sent with a message, kept base64-encoded so the outbox row holds everything needed to send it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** A message ready to be queued: one recipient, a text and an HTML version. */
export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe for a message with a one-click way out. */
  headers?: Record<string, string>;
}

/** The subject, text and HTML of a message before it is addressed. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * What a queued message is for, as the module that queues it says. The module owning a purpose registers a
 * hook the outbox calls once the mail server has accepted such a message (see delivered-hooks.server.ts);
 * a new kind of mail with something to do on delivery is one more member here.
 */
export const MAIL_PURPOSES = [
  /** A purchase's delivery to its buyer (the guide, a booking's confirmation). */
  "purchase-delivery",
  /** The support mailbox's notice of a purchase that needs a person (a booking). */
  "purchase-notice",
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

export function isMailPurpose(value: string | null | undefined): value is MailPurpose {
  return (MAIL_PURPOSES as readonly (string | null | undefined)[]).includes(value);
}

/** A message's purpose and the record it is about (an order's or a booking's id). */
export interface MailSubject {
  purpose: MailPurpose;
  subjectRef: string;
}
