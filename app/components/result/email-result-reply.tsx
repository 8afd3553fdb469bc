import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { FormNotice, FormReply } from "~/lib/forms/reply";

/** What POST /check/email answers: the form reply, and the way back to the result it was posted from. */
export type EmailResultReply = FormReply<{ notice: FormNotice }, "email"> & { resultPath: string | null };

/** What 'E-mail me this result' answers when the form was posted without JavaScript. */
export function EmailResultReplyCard({ reply }: { reply: EmailResultReply | undefined }) {
  const sent = reply?.ok === true;
  const Icon = sent ? MailCheckIcon : CircleAlertIcon;
  const notice = (reply?.ok ? reply.notice : reply?.formError) ?? {
    title: "Nothing to send yet",
    message: "Finish the eligibility check first; its result page lets you e-mail yourself the result.",
  };
  const back = reply?.resultPath ? { to: reply.resultPath, label: "Back to your result" } : { to: "/check", label: "Start the check" };
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <Icon className={sent ? "size-12 text-green-700" : "size-12 text-red-700"} aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{notice.title}</h1>
          <p className="text-slate-700" role={sent ? "status" : "alert"}>
            {notice.message}
          </p>
          <Button asChild>
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
