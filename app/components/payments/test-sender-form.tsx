import { LoaderCircleIcon, SendIcon } from "lucide-react";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { FormAlert } from "./form-alert";
import { TextField } from "./form-field";
import { isPosting, useResultToast, type ToastResult } from "./use-result-toast";
import { notify } from "~/lib/toast";

/** Test Email Sender: one recipient (pre-filled) and 'Send Test Email'. */
export function TestSenderForm({ defaultRecipient, result }: { defaultRecipient: string; result?: ToastResult }) {
  const navigation = useNavigation();
  const sending = isPosting(navigation);
  const recipient = useRef<HTMLInputElement>(null);
  useResultToast(result);
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <SendIcon className="size-9 text-ocean-700" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">Test Email Sender</h1>
          <p className="text-slate-700">Sends a short test message through the configured mail server, to check that email works.</p>
        </CardHeader>
        <CardContent>
          <Form
            method="post"
            noValidate
            className="grid gap-5"
            onSubmit={(event) => {
              if (!recipient.current?.value.trim()) {
                event.preventDefault();
                notify.error("Error", "Please enter a recipient email address.");
                recipient.current?.focus();
              }
            }}
          >
            <TextField ref={recipient} name="recipient" type="email" label="Recipient Email" required defaultValue={defaultRecipient} autoComplete="email" />
            <FormAlert result={result} />
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
