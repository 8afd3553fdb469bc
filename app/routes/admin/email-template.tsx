import { EmailTemplateEditor } from "~/components/admin/email-template-editor";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { senderLine } from "~/modules/business/identity";
import { businessIdentity } from "~/modules/business/identity.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { deliverQueuedMail } from "~/modules/mail/outbox-worker.server";
import { adminTemplateSchema, sendTemplateFromAdmin } from "~/modules/payments/template-sending.server";
import type { Route } from "./+types/email-template";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return { senderLine: senderLine(businessIdentity()), year: new Date().getFullYear() };
}

/** Sends the template e-mail as configured on the page; admin-only, so the page is no open mail relay. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const submission = await parseForm(request, adminTemplateSchema);
  if (!submission.ok) {
    const message = Object.values(submission.fieldErrors).find(Boolean) ?? "Recipient email is required.";
    return formFailure(submission, { formError: { title: "Error", message } });
  }
  const { ok, ...notice } = await sendTemplateFromAdmin({ db: getDb(), deliver: deliverQueuedMail }, submission.data, admin.id);
  return ok ? formSuccess({ notice }) : formFailure(submission, { formError: notice, fieldErrors: {} });
}

export function meta() {
  return [{ title: "Purchase Confirmation Email | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

export default function EmailTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailTemplateEditor senderLine={loaderData.senderLine} year={loaderData.year} reply={actionData} />;
}
