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
export async function buildTemplateMail(request: TemplateMailRequest): Promise<OutgoingMail> {
  const now = request.now ?? new Date();
  const frame = siteMailFrame(now);
  const downloadUrl = createDownloadLink(frame.siteUrl, request.template, request.ref, now);
  const content = buildTemplateEmail(frame, { subject: request.subject, body: request.body, downloadUrl });
  const pdf = await renderTemplatePdf(request.template);
  return {
    to: request.to,
    replyTo: frame.supportEmail,
    ...content,
    attachments: [{ filename: templateFileName(request.template), contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") }],
  };
}
