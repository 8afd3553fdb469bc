import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NoticePage } from "~/components/ui/notice-page";
import type { FormNotice, FormReply } from "~/lib/forms/reply";

/** What POST /check/email answers: the form reply, and the way back to the result it was posted from. */
export type EmailResultReply = FormReply<{ notice: FormNotice }, "email"> & { resultPath: string | null };

/** What 'E-mail me this result' answers when the form was posted without JavaScript. */
export function EmailResultReplyCard({ reply }: { reply: EmailResultReply | undefined }) {
  const sent = reply?.ok === true;
  const notice = (reply?.ok ? reply.notice : reply?.formError) ?? {
    title: "Nothing to send yet",
    message: "Finish the eligibility check first; its result page lets you e-mail yourself the result.",
  };
  const back = reply?.resultPath ? { to: reply.resultPath, label: "Back to your result" } : { to: "/check", label: "Start the check" };
  return (
    <NoticePage icon={sent ? MailCheckIcon : CircleAlertIcon} tone={sent ? "success" : "error"} title={notice.title} message={notice.message}>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </NoticePage>
  );
}
