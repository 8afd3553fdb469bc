import { siteMailFrame } from "~/modules/mail/frame.server";
import { buildTemplateEmail } from "~/modules/mail/messages/template-email";
import type { OutgoingMail } from "~/modules/mail/mail-types";
import { renderTemplatePdf, templateFileName } from "~/modules/template-pdf/render.server";
import { guideAnswersOf } from "~/modules/template-pdf/guide-answers.server";
import type { GuideBuyer, TemplateKind } from "~/modules/template-pdf/template-content";
import { createDownloadLink } from "./download-link.server";
import { storedOrderAnswers } from "./order-answers.server";
import { orderReference, type Receipt } from "~/modules/receipts/receipt";

export interface TemplateMailRequest {
  to: string;
  template: TemplateKind;
  /** The order (or 'admin') the download link is issued for. */
  ref: string;
  subject?: string;
  body?: string;
  now?: Date;
  /** The order the guide was bought with: its cover names the buyer, the reference and the date. */
  order?: GuideOrder;
  /** The order's receipt, printed in the e-mail that delivers a purchase. */
  receipt?: Receipt;
}

/** What the guide is drawn from: the order's id and date, and the checker answers stored with it (JSON), if any. */
export interface GuideOrder {
  id: string;
  createdAt: string;
  answers: string | null;
}

/** The order row as the guide reads it. */
export function guideOrderOf(order: { id: string; created_at: string; answers: string | null }): GuideOrder {
  return { id: order.id, createdAt: order.created_at, answers: order.answers };
}

/** The buyer as the guide shows them: address, short reference, order date and, when stored, their answers. */
export function guideBuyer(email: string, order: GuideOrder): GuideBuyer {
  const answers = storedOrderAnswers(order.answers);
  return {
    email,
    reference: orderReference(order.id),
    orderedOn: order.createdAt.slice(0, 10),
    ...(answers ? { answers: guideAnswersOf(answers) } : {}),
  };
}

/** The template e-mail: the signed, expiring download link in the text and a button, and the PDF attached. */
export async function buildTemplateMail(mail: TemplateMailRequest): Promise<OutgoingMail> {
  const now = mail.now ?? new Date();
  const frame = siteMailFrame(now);
  const downloadUrl = createDownloadLink(frame.siteUrl, mail.template, mail.ref, now);
  const content = buildTemplateEmail(frame, { subject: mail.subject, body: mail.body, downloadUrl, receipt: mail.receipt });
  const pdf = await renderTemplatePdf(mail.template, mail.order ? guideBuyer(mail.to, mail.order) : undefined);
  return {
    to: mail.to,
    replyTo: frame.business?.supportEmail,
    ...content,
    attachments: [{ filename: templateFileName(mail.template), contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") }],
  };
}
