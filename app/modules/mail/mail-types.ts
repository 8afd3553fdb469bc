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
