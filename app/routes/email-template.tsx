import { data } from "react-router";
import { EmailTemplateEditor } from "~/components/payments/email-template-editor";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { deliverQueuedMail } from "~/modules/mail/outbox-worker.server";
import { sendTemplateFromAdmin } from "~/modules/payments/template-sending.server";
import type { Route } from "./+types/email-template";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { supportEmail: getEnv().SUPPORT_EMAIL, year: new Date().getFullYear() };
}

/** Sends the template e-mail as configured on the page; admin-only, so the page is no open mail relay. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const result = await sendTemplateFromAdmin(
    { db: getDb(), deliver: deliverQueuedMail },
    { recipientEmail: field("recipientEmail") ?? "", subject: field("subject"), body: field("body"), template: field("template") ?? "visitor-600-tourist" },
    admin.id,
  );
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta() {
  return [{ title: "Purchase Confirmation Email | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

export default function EmailTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailTemplateEditor supportEmail={loaderData.supportEmail} year={loaderData.year} result={actionData} />;
}
