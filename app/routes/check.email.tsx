import { data } from "react-router";
import { EmailResultReplyCard } from "~/components/result/email-result-reply";
import { getDb } from "~/lib/db.server";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
import { emailResultFromForm } from "~/modules/result/email-result.server";
import type { Route } from "./+types/check.email";

/** POST /check/email: 'E-mail me this result'. With JavaScript the reply becomes a toast; without, this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = new URLSearchParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const reply = await emailResultFromForm({ db: getDb(), frame: siteMailFrame(), wake: wakeOutbox }, fields, { clientAddress: context.clientAddress });
  const status = reply.status === "sent" ? 200 : reply.status === "rate-limited" ? 429 : 400;
  return data(reply, { status, headers: { "Cache-Control": "no-store" } });
}

export function meta() {
  return [{ title: "E-mail Your Result | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

export default function CheckEmail({ actionData }: Route.ComponentProps) {
  return <EmailResultReplyCard reply={actionData} />;
}
