import { siteMailFrame } from "~/modules/mail/frame.server";
import { buildTemplateEmail } from "~/modules/mail/messages/template-email";
import type { OutgoingMail } from "~/modules/mail/mail-types";
import { renderTemplatePdf, templateFileName } from "~/modules/template-pdf/render.server";
import type { TemplateKind } from "~/modules/template-pdf/template-content";
import { createDownloadLink } from "./download-link.server";

export interface TemplateMailRequest {
  to: string;
  template: TemplateKind;
  /** The order (or 'admin') the download link is issued for. */
  ref: string;
  subject?: string;
  body?: string;
  now?: Date;
}

/** The template e-mail: the signed, expiring download link in the text and a button, and the PDF attached. */
export async function buildTemplateMail(mail: TemplateMailRequest): Promise<OutgoingMail> {
  const now = mail.now ?? new Date();
  const frame = siteMailFrame(now);
  const downloadUrl = createDownloadLink(frame.siteUrl, mail.template, mail.ref, now);
  const content = buildTemplateEmail(frame, { subject: mail.subject, body: mail.body, downloadUrl });
  const pdf = await renderTemplatePdf(mail.template);
  return {
    to: mail.to,
    replyTo: frame.business?.supportEmail,
    ...content,
    attachments: [{ filename: templateFileName(mail.template), contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") }],
  };
}
