import { FileDownIcon, LinkIcon, LoaderCircleIcon, MailIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailInput } from "~/components/ui/email-input";
import { Label } from "~/components/ui/label";
import { notify } from "~/lib/toast";
import type { Answers } from "~/modules/eligibility/questions";
import { RESULT_EMAIL_PATH, currentAnswerEntries, resultPath, resultPdfPath } from "~/modules/eligibility/result-link";
import { Heading } from "./heading";
import { useEmailGuard } from "./use-email-guard";

/** What /check/email answers (the route's reply shape). */
interface EmailReply {
  status: "sent" | "invalid" | "rate-limited";
  title: string;
  message: string;
}

/**
 * 'E-mail me this result': a form posting the address and the answers to /check/email. With JavaScript
 * the reply is a toast; without, the server answers with a page.
 */
function EmailResultForm({ answers }: { answers: Answers }) {
  const fetcher = useFetcher<EmailReply>();
  const busy = fetcher.state !== "idle";
  const emailId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { emailRef, onSubmit } = useEmailGuard();

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    if (reply.status === "sent") {
      notify.success(reply.title, reply.message);
      formRef.current?.reset();
    } else {
      notify.error(reply.title, reply.message);
    }
  }, [fetcher.data]);

  return (
    <fetcher.Form ref={formRef} method="post" action={RESULT_EMAIL_PATH} noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-5 space-y-2">
      {currentAnswerEntries(answers).map(([id, value]) => (
        <input key={id} type="hidden" name={id} value={value} />
      ))}
      <Label htmlFor={emailId}>E-mail me this result</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <EmailInput ref={emailRef} id={emailId} aria-describedby={hintId} className="sm:flex-1" />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <MailIcon aria-hidden="true" />}
          Send
        </Button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        Free. We send this result once and do not keep your address afterwards.
      </p>
    </fetcher.Form>
  );
}

async function copyLink(path: string) {
  try {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
    notify.success("Link Copied", "Anyone with the link sees this result; your answers are in it, nothing is stored.");
  } catch {
    notify.error("Could Not Copy", "Open 'Link to this result' and copy the address from your browser.");
  }
}

/**
 * A result to keep, free and without an account: a shareable link (the answers are in it; nothing is
 * stored), a one-page PDF and an e-mail. All three work without JavaScript.
 */
export function KeepResult({ answers, hydrated }: { answers: Answers; hydrated: boolean }) {
  const path = resultPath(answers);
  return (
    <section aria-labelledby="checker-keep-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-print-hidden>
      <Heading depth={2} id="checker-keep-heading" className="text-lg font-semibold text-slate-900">
        Keep this result
      </Heading>
      <p className="mt-1 text-sm text-slate-700">Free and without an account. The link and the PDF carry your answers; we store nothing.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={path}>
            <LinkIcon aria-hidden="true" />
            Link to this result
          </a>
        </Button>
        {hydrated && (
          <Button variant="outline" onClick={() => void copyLink(path)}>
            Copy link
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={resultPdfPath(answers)} download>
            <FileDownIcon aria-hidden="true" />
            Download as PDF
          </a>
        </Button>
      </div>
      <EmailResultForm answers={answers} />
    </section>
  );
}
