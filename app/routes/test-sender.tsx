import { data } from "react-router";
import { TestSenderForm } from "~/components/payments/test-sender-form";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { deliverQueuedMail } from "~/modules/mail/outbox-worker.server";
import { sendTestEmail } from "~/modules/mail/test-sender.server";
import type { Route } from "./+types/test-sender";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { defaultRecipient: getEnv().SUPPORT_EMAIL };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const result = await sendTestEmail({ db: getDb(), deliver: deliverQueuedMail }, { recipient: form.get("recipient"), adminId: admin.id });
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta() {
  return [{ title: "Test Email Sender | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

export default function TestSender({ loaderData, actionData }: Route.ComponentProps) {
  return <TestSenderForm defaultRecipient={loaderData.defaultRecipient} result={actionData} />;
}
