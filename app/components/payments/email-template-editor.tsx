import { LoaderCircleIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { DEFAULT_TEMPLATE_BODY, DEFAULT_TEMPLATE_SUBJECT } from "~/modules/mail/messages/template-email";
import { TEMPLATE_KINDS, templateTitles } from "~/modules/template-pdf/template-content";
import { EmailPreview } from "./email-preview";
import { FormAlert } from "./form-alert";
import { TextAreaField, TextField } from "./form-field";
import { isPosting, useResultToast, type ToastResult } from "./use-result-toast";
import { notify } from "~/lib/toast";

/** Purchase Confirmation Email page: the configuration form on the left, the live preview on the right. */
export function EmailTemplateEditor({ supportEmail, year, result }: { supportEmail: string; year: number; result?: ToastResult }) {
  const navigation = useNavigation();
  const sending = isPosting(navigation);
  const [subject, setSubject] = useState(DEFAULT_TEMPLATE_SUBJECT);
  const [body, setBody] = useState(DEFAULT_TEMPLATE_BODY);
  const [recipientError, setRecipientError] = useState<string>();
  const recipient = useRef<HTMLInputElement>(null);
  useResultToast(result);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Purchase Confirmation Email</h1>
      <p className="mt-2 text-slate-700">
        Send the application template to a customer, for example when their confirmation did not arrive. Leave subject or
        body empty to use the defaults; <code className="rounded bg-slate-100 px-1">{"{{download_link}}"}</code> becomes the
        signed download link.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Email settings</h2>
          </CardHeader>
          <CardContent>
            <Form
              method="post"
              noValidate
              className="grid gap-5"
              onSubmit={(event) => {
                if (!recipient.current?.value.trim()) {
                  event.preventDefault();
                  setRecipientError("Recipient email is required.");
                  notify.error("Error", "Recipient email is required.");
                  recipient.current?.focus();
                  return;
                }
                setRecipientError(undefined);
              }}
            >
              <TextField ref={recipient} name="recipientEmail" type="email" label="Recipient Email" required autoComplete="off" error={recipientError} />
              <TextField name="subject" label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
              <TextAreaField name="body" label="Body" rows={12} value={body} onChange={(event) => setBody(event.target.value)} />
              <div className="grid gap-1.5">
                <Label htmlFor="template">Template</Label>
                <select
                  id="template"
                  name="template"
                  defaultValue="visitor-600-tourist"
                  className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-ocean-600 sm:text-sm"
                >
                  {TEMPLATE_KINDS.map((template) => (
                    <option key={template} value={template}>
                      {templateTitles[template]}
                    </option>
                  ))}
                </select>
              </div>
              <FormAlert result={result} />
              <Button type="submit" size="lg" disabled={sending}>
                {sending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {sending ? "Sending..." : "Send Email"}
              </Button>
            </Form>
          </CardContent>
        </Card>
        <EmailPreview subject={subject} body={body} supportEmail={supportEmail} year={year} />
      </div>
    </section>
  );
}
