import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { SuccessPageState } from "~/modules/payments/success-page.server";
import { FormAlert } from "./form-alert";
import { TextField } from "./form-field";
import { isPosting, useResultToast, useToastOnLoad, type ToastResult } from "./use-result-toast";
import { notify } from "~/lib/toast";

const PURCHASE_TOAST = { ok: true, title: "Payment Successful!", message: "Your purchase was successful. Enter your email to receive the template." };
const BOOKED_TOAST = { ok: true, title: "Welcome!", message: "Your consultation is booked. Please check your email for confirmation details." };

/** /payment/success: 'Thank You!' with the template form (purchase mode) or the booking message. */
export function PaymentSuccess({ state, result }: { state: SuccessPageState; result?: ToastResult }) {
  useToastOnLoad(state.mode === "purchase" ? PURCHASE_TOAST : state.mode === "consultation" ? BOOKED_TOAST : null);
  useResultToast(result);
  const Icon = state.mode === "problem" ? CircleAlertIcon : CircleCheckIcon;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <Icon className={state.mode === "problem" ? "size-14 text-red-700" : "size-14 text-green-700"} aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">{state.mode === "problem" ? "We Could Not Confirm Your Payment" : "Thank You!"}</h1>
          {state.mode === "purchase" ? <SendTemplateForm sessionId={state.sessionId} email={state.email} result={result} /> : null}
          {state.mode === "consultation" ? (
            <p className="text-slate-700">Your consultation is booked. Please check your email for confirmation details.</p>
          ) : null}
          {state.mode === "problem" ? (
            <p className="text-slate-700" role="alert">
              {state.message}
            </p>
          ) : null}
          <Button asChild variant={state.mode === "purchase" ? "link" : "default"} className="mt-2">
            <Link to="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

function SendTemplateForm({ sessionId, email, result }: { sessionId: string; email: string; result?: ToastResult }) {
  const navigation = useNavigation();
  const sending = isPosting(navigation);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <p className="text-slate-700">
        Your payment was received. We have emailed your application template and checklist to{" "}
        <strong className="break-words">{email}</strong>. You can send it again, to this or another address:
      </p>
      <Form
        method="post"
        noValidate
        className="grid w-full gap-4 text-left"
        onSubmit={(event) => {
          // Spec: an empty address gives the 'Error' toast instead of the browser's bubble.
          if (!input.current?.value.trim()) {
            event.preventDefault();
            notify.error("Error", "Please enter your email address.");
            input.current?.focus();
          }
        }}
      >
        <input type="hidden" name="session_id" value={sessionId} />
        <TextField ref={input} name="email" type="email" label="Email Address" defaultValue={email} autoComplete="email" required />
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {sending ? "Sending..." : "Send Template"}
        </Button>
        <FormAlert result={result} />
      </Form>
    </>
  );
}
