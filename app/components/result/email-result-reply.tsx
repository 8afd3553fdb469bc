import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";

interface EmailResultReplyProps {
  reply: { status: "sent" | "invalid" | "rate-limited"; title: string; message: string; resultPath: string | null } | undefined;
}

/** What 'E-mail me this result' answers when the form was posted without JavaScript. */
export function EmailResultReplyCard({ reply }: EmailResultReplyProps) {
  const sent = reply?.status === "sent";
  const Icon = sent ? MailCheckIcon : CircleAlertIcon;
  const title = reply?.title ?? "Nothing to send yet";
  const message = reply?.message ?? "Finish the eligibility check first; its result page lets you e-mail yourself the result.";
  const back = reply?.resultPath ? { to: reply.resultPath, label: "Back to your result" } : { to: "/check", label: "Start the check" };
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <Icon className={sent ? "size-12 text-green-700" : "size-12 text-red-700"} aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-slate-700" role={sent ? "status" : "alert"}>
            {message}
          </p>
          <Button asChild>
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
