import type { MailContent } from "../mail-types";
import { paragraphsToHtml, renderMailLayout, textFooter, type MailFrame } from "./layout";

/** The test sender's message: proves the mail path end to end. */
export function buildTestEmail(frame: MailFrame, sentAt: Date): MailContent {
  const subject = "Test email from Australia Visa Check";
  const body = `This is a test email sent from the Test Email Sender at ${sentAt.toISOString()}.

If you can read this, outgoing mail works.`;
  return {
    subject,
    text: `${body}\n\n${textFooter(frame)}`,
    html: renderMailLayout(frame, subject, paragraphsToHtml(body)),
  };
}
