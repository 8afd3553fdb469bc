import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NoticePage } from "~/components/ui/notice-page";
import type { FormNotice, FormReply } from "~/lib/forms/reply";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/** What POST /check/email answers: the form reply, and the way back to the result it was posted from. */
export type EmailResultReply = FormReply<{ notice: FormNotice }, "email"> & { resultPath: string | null };

/** What 'E-mail me this result' answers when the form was posted without JavaScript. */
export function EmailResultReplyCard({ reply }: { reply: EmailResultReply | undefined }) {
  const { locale, t } = useI18n();
  const sent = reply?.ok === true;
  const notice = (reply?.ok ? reply.notice : reply?.formError) ?? {
    title: t("mail.result.reply.nothing.title"),
    message: t("mail.result.reply.nothing"),
  };
  const back = reply?.resultPath
    ? { to: reply.resultPath, label: t("mail.result.reply.back") }
    : { to: localizePath("/check", locale), label: t("mail.result.reply.start") };
  return (
    <NoticePage icon={sent ? MailCheckIcon : CircleAlertIcon} tone={sent ? "success" : "error"} title={notice.title} message={notice.message}>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </NoticePage>
  );
}
