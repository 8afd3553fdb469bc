import { TestSenderForm } from "~/components/admin/test-sender-form";
import { getDb } from "~/lib/db.server";
import { operatorInbox } from "~/modules/business/identity.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { deliverQueuedMail } from "~/modules/mail/outbox-worker.server";
import { sendTestEmail, testSenderSchema } from "~/modules/mail/test-sender.server";
import type { Route } from "./+types/test-sender";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return { defaultRecipient: operatorInbox() };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const submission = await parseForm(request, testSenderSchema);
  if (!submission.ok) return formFailure(submission, { formError: { title: "Error", message: submission.fieldErrors.recipient ?? "Please enter a recipient email address." } });
  const { ok, ...notice } = await sendTestEmail({ db: getDb(), deliver: deliverQueuedMail }, { recipient: submission.data.recipient, adminId: admin.id });
  return ok ? formSuccess({ notice }) : formFailure(submission, { formError: notice, fieldErrors: {} });
}

export function meta() {
  return [{ title: "Test Email Sender | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

export default function TestSender({ loaderData, actionData }: Route.ComponentProps) {
  return <TestSenderForm defaultRecipient={loaderData.defaultRecipient} reply={actionData} />;
}
