import { LoaderCircleIcon } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { useAddressForm } from "~/components/forms/use-address-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import type { FormNotice, FormReply } from "~/lib/forms/reply";
import { DEFAULT_TEMPLATE_BODY, DEFAULT_TEMPLATE_SUBJECT } from "~/modules/mail/messages/template-email";
import { TEMPLATE_KINDS, templateTitles } from "~/modules/template-pdf/template-content";
import { EmailPreview } from "./email-preview";

type TemplateField = "recipientEmail" | "subject" | "body" | "template";
type TemplateReply = FormReply<{ notice: FormNotice }, TemplateField>;

const RECIPIENT_REQUIRED = "Recipient email is required.";

/** Purchase Confirmation Email page: the configuration form on the left, the live preview on the right. */
export function EmailTemplateEditor({ senderLine, year, reply }: { senderLine: string; year: number; reply?: TemplateReply }) {
  // Without JavaScript a refused post renders the page anew: start from what was typed.
  const typed = reply && !reply.ok ? reply.values : {};
  const [subject, setSubject] = useState(typed.subject ?? DEFAULT_TEMPLATE_SUBJECT);
  const [body, setBody] = useState(typed.body ?? DEFAULT_TEMPLATE_BODY);
  const { formRef, onSubmit, errors, values, reply: shown, sending } = useAddressForm<TemplateReply, TemplateField>(reply, "recipientEmail", RECIPIENT_REQUIRED);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Purchase Confirmation Email</h1>
      <p className="mt-2 text-slate-700">
        Send the application template to a customer, for example when their confirmation did not arrive. Leave subject or
        body empty to use the defaults; <code className="rounded bg-slate-100 px-1">{"{{download_link}}"}</code> becomes the
        signed download link.
      </p>
      {/* The columns may shrink below their content's widest line (the template names), so the page fits a phone. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Email settings</h2>
          </CardHeader>
          <CardContent>
            <Form ref={formRef} method="post" noValidate className="grid gap-5" onSubmit={onSubmit}>
              <TextField
                name="recipientEmail"
                type="email"
                label="Recipient Email"
                required
                autoComplete="off"
                defaultValue={values.recipientEmail}
                error={errors.recipientEmail}
              />
              <TextField name="subject" label="Subject" value={subject} error={errors.subject} onChange={(event) => setSubject(event.target.value)} />
              <TextAreaField name="body" label="Body" rows={12} value={body} error={errors.body} onChange={(event) => setBody(event.target.value)} />
              <Field name="template" label="Template" error={errors.template}>
                {(control) => (
                  <select
                    {...control}
                    defaultValue={values.template ?? "visitor-600-tourist"}
                    className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-ocean-600 sm:text-sm"
                  >
                    {TEMPLATE_KINDS.map((template) => (
                      <option key={template} value={template}>
                        {templateTitles[template]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <FormAlert reply={shown} />
              <Button type="submit" size="lg" disabled={sending}>
                {sending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {sending ? "Sending..." : "Send Email"}
              </Button>
            </Form>
          </CardContent>
        </Card>
        <EmailPreview subject={subject} body={body} senderLine={senderLine} year={year} />
      </div>
    </section>
  );
}
