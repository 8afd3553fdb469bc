import { LoaderCircleIcon, SendIcon } from "lucide-react";
import { Form } from "react-router";
import { useAddressForm } from "~/components/forms/use-address-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import type { FormNotice, FormReply } from "~/lib/forms/reply";

type SenderReply = FormReply<{ notice: FormNotice }, "recipient">;

const RECIPIENT_MISSING = "Please enter a recipient email address.";

/** Test Email Sender: one recipient (pre-filled) and 'Send Test Email'. */
export function TestSenderForm({ defaultRecipient, reply }: { defaultRecipient: string; reply?: SenderReply }) {
  // A missing recipient is told by a toast only.
  const { formRef, onSubmit, errors, values, reply: shown, failure, sending } = useAddressForm<SenderReply, "recipient">(reply, "recipient", RECIPIENT_MISSING);
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <SendIcon className="size-9 text-ocean-700" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">Test Email Sender</h1>
          <p className="text-slate-700">Sends a short test message through the configured mail server, to check that email works.</p>
        </CardHeader>
        <CardContent>
          <Form ref={formRef} method="post" noValidate className="grid gap-5" onSubmit={onSubmit}>
            <TextField
              name="recipient"
              type="email"
              label="Recipient Email"
              required
              defaultValue={values.recipient ?? defaultRecipient}
              autoComplete="email"
              aria-invalid={errors.recipient ? true : undefined}
              error={failure?.fieldErrors.recipient}
            />
            <FormAlert reply={shown} />
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {sending ? "Sending..." : "Send Test Email"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
