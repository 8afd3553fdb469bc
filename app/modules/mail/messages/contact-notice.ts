import { singleLine } from "~/lib/escape-html";
import type { MailContent } from "../mail-types";
import { detailsTableHtml, detailsText, renderMailLayout, textFooter, type MailFrame } from "./layout";

export interface ContactDetails {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}

/**
 * A contact-form message for the support mailbox. Subject and fields as the contact page's mail link has them:
 * 'Contact Form Submission from' and the name; Name, Email, Phone ('Not provided' if empty), Message.
 */
export function buildContactNotice(frame: MailFrame, contact: ContactDetails): MailContent {
  const subject = singleLine(`Contact Form Submission from ${contact.name}`);
  const rows: Array<[string, string]> = [
    ["Name", contact.name],
    ["Email", contact.email],
    ["Phone", contact.phone?.trim() || "Not provided"],
    ["Message", contact.message],
  ];
  return {
    subject,
    text: `${detailsText(rows)}\n\n${textFooter(frame)}`,
    html: renderMailLayout(frame, subject, detailsTableHtml(rows)),
  };
}
