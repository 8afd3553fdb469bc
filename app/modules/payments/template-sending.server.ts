import type { Kysely } from "kysely";
import type Stripe from "stripe";
import { z } from "zod";
import type { Database } from "~/lib/db-schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { hitRateLimit, TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { EMAIL_SENDING_FAILED, type DeliverQueued, type SendResult } from "~/modules/mail/send-result";
import { TEMPLATE_KINDS, templateKindOf, type TemplateKind } from "~/modules/template-pdf/template-content";
import { emailAddress } from "~/lib/forms/fields";
import { EMAIL_REQUIRED, INVALID_EMAIL } from "./purchase-email";
import { settleCheckoutSession } from "./fulfil.server";
import { fulfilmentMailKeys } from "./fulfilment-keys";
import { isSettled } from "./lifecycle.server";
import { findOrder } from "./records.server";
import { retrieveSession, type SessionView } from "./sessions.server";
import { buildTemplateMail, guideOrderOf, type GuideOrder } from "./template-mail.server";

export interface SendingDeps {
  db: Kysely<Database>;
  stripe: Stripe | null;
  deliver: DeliverQueued;
  now?: Date;
}

/** Why a success-page link cannot have a template: shown instead of the form. */
export const SESSION_PROBLEMS = {
  "not-found": "We could not find a payment for this link. If you have paid, please use the link in your confirmation email or contact us.",
  "not-paid": "This payment has not been completed, so no template can be sent. If you were charged, please contact us.",
} as const;
export type SessionProblem = keyof typeof SESSION_PROBLEMS;

export type PaidPurchase =
  | { ok: true; view: SessionView; template: TemplateKind; orderId: string; order: GuideOrder; email: string }
  | { ok: false; problem: SessionProblem };

/**
 * The paid template purchase behind a success-page `session_id`, verified with Stripe (or the demo
 * checkout). A paid session is also settled here, so the template goes out even if the webhook is late.
 */
export async function verifyPaidPurchase(deps: Omit<SendingDeps, "deliver">, sessionId: string): Promise<PaidPurchase> {
  return purchaseFromSession(deps, await retrieveSession(deps, sessionId));
}

/** The same check for a session already retrieved. */
export async function purchaseFromSession(deps: { db: Kysely<Database>; now?: Date }, view: SessionView | null): Promise<PaidPurchase> {
  if (!view || view.kind !== "template" || !view.reference) return { ok: false, problem: "not-found" };
  if (!view.paid) return { ok: false, problem: "not-paid" };
  await settleCheckoutSession(deps.db, view, { now: deps.now });
  const order = await findOrder(deps.db, view.reference);
  const template = templateKindOf(order?.stream);
  if (!order || !template || !isSettled("orders", order.status)) return { ok: false, problem: "not-found" };
  return { ok: true, view, template, orderId: order.id, order: guideOrderOf(order), email: view.email ?? order.email };
}

function failedDelivery(error: string | undefined, queued: boolean): SendResult {
  return {
    ok: false,
    title: EMAIL_SENDING_FAILED,
    message: queued
      ? `Could not send the email. Error: ${error ?? "Unknown Error"}. It will be retried automatically; please contact support if it does not arrive.`
      : `Could not send the email. Error: ${error ?? "Unknown Error"}. Please check the address or contact support.`,
  };
}


/** The success page's 'Send Template' form. */
export const resendTemplateSchema = z.object({
  /** Checked against the payment provider (an unknown or malformed id finds no purchase). */
  session_id: z
    .string()
    .optional()
    .transform((value) => value ?? ""),
  email: emailAddress({ required: EMAIL_REQUIRED, invalid: INVALID_EMAIL.message }),
});

/** 'Send Template' on the success page: to the paid session's address or another one, a few times per purchase. */
export async function sendTemplateForSession(deps: SendingDeps, input: { sessionId: string; email: string }): Promise<SendResult> {
  const email = input.email;
  const purchase = await verifyPaidPurchase(deps, input.sessionId);
  if (!purchase.ok) return { ok: false, title: "Error", message: SESSION_PROBLEMS[purchase.problem] };
  const now = deps.now ?? new Date();
  const limit = await hitRateLimit(deps.db, { key: `template-resend:${purchase.orderId}`, limit: 5, windowMs: 60 * 60_000 }, now);
  if (!limit.allowed) return { ok: false, ...TOO_MANY_REQUESTS };

  const mail = await buildTemplateMail({ to: email, template: purchase.template, ref: purchase.orderId, now, order: purchase.order });
  // A copy delivers the purchase as the first e-mail does: its leaving fulfils a paid order too.
  const { id } = await enqueueMail(deps.db, mail, {
    now,
    dedupeKey: fulfilmentMailKeys.templateAgain(purchase.orderId),
    subject: { purpose: "purchase-delivery", subjectRef: purchase.orderId },
  });
  const outcome = await deps.deliver(id);
  if (outcome.status === "sent") {
    return { ok: true, title: "Email Sent!", message: "The template has been sent to your email address. Please check your inbox." };
  }
  return failedDelivery(outcome.error, outcome.status === "queued");
}

/** The Purchase Confirmation Email page's form. */
export const adminTemplateSchema = z.object({
  recipientEmail: emailAddress({ required: "Recipient email is required.", invalid: INVALID_EMAIL.message }),
  subject: z.string().trim().max(200, "Please shorten the subject.").optional(),
  body: z.string().max(10_000, "Please shorten the body.").optional(),
  template: z.enum(TEMPLATE_KINDS).default("visitor-600-tourist"),
});

export type AdminTemplateInput = z.output<typeof adminTemplateSchema>;

/**
 * The Purchase Confirmation Email page: an administrator sends the template e-mail (subject and body
 * as configured, default otherwise) to one recipient, for example a customer whose mail bounced.
 */
export async function sendTemplateFromAdmin(deps: Omit<SendingDeps, "stripe">, input: AdminTemplateInput, adminId: string): Promise<SendResult> {
  const now = deps.now ?? new Date();
  const limit = await hitRateLimit(deps.db, { key: `template-admin:${adminId}`, limit: 30, windowMs: 60 * 60_000 }, now);
  if (!limit.allowed) return { ok: false, ...TOO_MANY_REQUESTS };

  const { recipientEmail, subject, body, template } = input;
  const mail = await buildTemplateMail({ to: recipientEmail, template, ref: `admin-${now.getTime()}`, subject, body, now });
  const { id } = await enqueueMail(deps.db, mail, { now });
  const outcome = await deps.deliver(id);
  if (outcome.status === "sent") return { ok: true, title: "Email Sent!", message: `The template has been sent to ${recipientEmail}` };
  return { ok: false, title: EMAIL_SENDING_FAILED, message: "Could not send the email. Please check your mail server configuration." };
}
