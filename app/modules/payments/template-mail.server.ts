import { siteMailFrame } from "~/modules/mail/frame.server";
import { buildTemplateEmail } from "~/modules/mail/messages/template-email";
import type { OutgoingMail } from "~/modules/mail/mail-types";
import { renderTemplatePdf, templateFileName } from "~/modules/template-pdf/render.server";
import type { GuideBuyer, TemplateKind } from "~/modules/template-pdf/template-content";
import { createDownloadLink } from "./download-link.server";

export interface TemplateMailRequest {
  to: string;
  template: TemplateKind;
  /** The order (or 'admin') the download link is issued for. */
  ref: string;
  subject?: string;
  body?: string;
  now?: Date;
  /** The order the guide was bought with: its cover names the buyer, the reference and the date. */
  order?: { id: string; createdAt: string };
}

/** The buyer as the guide's cover shows them: address, short reference, order date. */
export function guideBuyer(email: string, order: { id: string; createdAt: string }): GuideBuyer {
  return { email, reference: order.id.slice(0, 8).toUpperCase(), orderedOn: order.createdAt.slice(0, 10) };
}

/** The template e-mail: the signed, expiring download link in the text and a button, and the PDF attached. */
export async function buildTemplateMail(mail: TemplateMailRequest): Promise<OutgoingMail> {
  const now = mail.now ?? new Date();
  const frame = siteMailFrame(now);
  const downloadUrl = createDownloadLink(frame.siteUrl, mail.template, mail.ref, now);
  const content = buildTemplateEmail(frame, { subject: mail.subject, body: mail.body, downloadUrl });
  const pdf = await renderTemplatePdf(mail.template, mail.order ? guideBuyer(mail.to, mail.order) : undefined);
  return {
    to: mail.to,
    replyTo: frame.business?.supportEmail,
    ...content,
    attachments: [{ filename: templateFileName(mail.template), contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") }],
  };
}
