import { LoaderCircleIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { streamLabels, type Stream } from "~/modules/eligibility/questions";
import { INVALID_EMAIL, isPurchaseEmail } from "~/modules/payments/purchase-email";

/** What POST /checkout answers when it cannot start the payment (on success it redirects). */
type CheckoutReply = FormReply<object, "email">;

/**
 * The e-mail form that starts the template purchase: a POST to /checkout (product, email, stream).
 * The e-mail is checked here first with the spec's rule and its 'Invalid Email' toast; the server
 * checks it again. On success the server redirects to the hosted checkout; on failure its error is
 * shown as a toast.
 */
export function PurchaseForm({ stream }: { stream: Stream }) {
  const fetcher = useFetcher<CheckoutReply>();
  const busy = fetcher.state !== "idle";
  const { formRef, onSubmit, errors } = useForm<CheckoutReply, "email">({
    reply: fetcher.data,
    validate: (data) => {
      const email = data.get("email");
      return typeof email === "string" && isPurchaseEmail(email) ? {} : { email: INVALID_EMAIL.message };
    },
    onInvalid: () => notify.error(INVALID_EMAIL.title, INVALID_EMAIL.message),
    onReply: (reply) => {
      if (!reply.ok && reply.formError) notify.error(reply.formError.title, reply.formError.message);
    },
  });

  return (
    <fetcher.Form ref={formRef} method="post" action="/checkout" noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-4">
      <input type="hidden" name="product" value="template" />
      <input type="hidden" name="stream" value={stream} />
      <Field
        name="email"
        id={`purchase-email-${stream}`}
        label="Email"
        hint={`After payment we e-mail the template and checklist for the ${streamLabels[stream]} to this address.`}
      >
        {(control) => (
          <Input
            {...control}
            // The spec's message for this field is its toast; the field is only marked.
            aria-invalid={errors.email ? true : undefined}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            disabled={busy}
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        Proceed to Payment
      </Button>
    </fetcher.Form>
  );
}
