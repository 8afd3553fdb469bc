import { escapeHtml, singleLine } from "~/lib/escape-html";
import type { MailContent } from "../mail-types";
import type { Receipt } from "~/modules/receipts/receipt";
import { buttonHtml, paragraphsToHtml, renderMailLayout, textFooter, type MailFrame } from "./layout";
import { receiptSection } from "./receipt-section";

/** Where the body names the download link; replaced by the real, signed link when the message is built. */
export const DOWNLOAD_LINK_PLACEHOLDER = "{{download_link}}";

/** The default subject of the admin's template e-mail form. */
export const DEFAULT_TEMPLATE_SUBJECT = "Your Visa Application Template is Here!";

/** The default body: a thank-you message with a download-link placeholder, signed by the team. */
export const DEFAULT_TEMPLATE_BODY = `Dear Applicant,

Thank you for your purchase! Your Australian visitor visa application template and document checklist is ready.

Download it here: ${DOWNLOAD_LINK_PLACEHOLDER}

The PDF is also attached to this email. The download link stays valid for 7 days.

If you have any questions, simply reply to this email or use our contact page.

Best regards,
The Australia Visa Check Team`;

export const DOWNLOAD_BUTTON_LABEL = "Download Your Template";

export interface TemplateEmailInput {
  subject?: string;
  body?: string;
  downloadUrl: string;
  /** The purchase's receipt, printed below the message (the first e-mail of an order carries it). */
  receipt?: Receipt;
}

/** The purchase confirmation carrying the template: the (configurable) body with the link filled in, and a download button. */
export function buildTemplateEmail(frame: MailFrame, input: TemplateEmailInput): MailContent {
  const subject = singleLine(input.subject?.trim() || DEFAULT_TEMPLATE_SUBJECT);
  const body = (input.body?.trim() || DEFAULT_TEMPLATE_BODY).replace(/\r\n/g, "\n");
  const receipt = input.receipt ? receiptSection(input.receipt) : undefined;
  const text = `${body.replaceAll(DOWNLOAD_LINK_PLACEHOLDER, input.downloadUrl)}\n\n${DOWNLOAD_BUTTON_LABEL}: ${input.downloadUrl}\n\n${receipt ? `${receipt.text}\n\n` : ""}${textFooter(frame)}`;
  const link = `<a href="${escapeHtml(input.downloadUrl)}" style="color:#134a75">${escapeHtml(input.downloadUrl)}</a>`;
  const bodyHtml = paragraphsToHtml(body).replaceAll(escapeHtml(DOWNLOAD_LINK_PLACEHOLDER), link);
  const html = renderMailLayout(frame, subject, `${bodyHtml}\n${buttonHtml(input.downloadUrl, DOWNLOAD_BUTTON_LABEL)}${receipt ? `\n${receipt.html}` : ""}`);
  return { subject, text, html };
}
