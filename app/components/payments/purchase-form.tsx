import { LoaderCircleIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { emailCheck } from "~/components/forms/email-check";
import { useForm } from "~/components/forms/use-form";
import { useSubmissionToken } from "~/components/forms/use-submission-token";
import { Button } from "~/components/ui/button";
import { EmailInput } from "~/components/ui/email-input";
import { Field } from "~/components/ui/field";
import type { FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { useI18n } from "~/modules/i18n/i18n";
import type { TemplateKind } from "~/modules/template-pdf/template-kinds";

/** What POST /checkout answers when it cannot start the payment (on success it redirects). */
type CheckoutReply = FormReply<object, "email">;

export interface TemplateChoice {
  /** The template of the visa the result recommends. */
  template: TemplateKind;
  visaName: string;
  /** The result's answers as its query string, offered for printing in the guide. */
  answers?: string;
}

interface PurchaseFormProps extends TemplateChoice {
  /** Where the form posts: /checkout, or its version under the page's language prefix ('/ja/checkout'). */
  action?: string;
}

/**
 * The e-mail form that starts the template purchase: a POST to /checkout (product, email, template and,
 * left ticked, the checker's answers to print in the guide).
 * The e-mail is checked here first with the site's simple e-mail rule and its 'Invalid Email' toast; the server
 * checks it again. On success the server redirects to the hosted checkout; on failure its error is
 * shown as a toast.
 */
export function PurchaseForm({ template, visaName, answers, action = "/checkout" }: PurchaseFormProps) {
  const { t } = useI18n();
  const fetcher = useFetcher<CheckoutReply>();
  const busy = fetcher.state !== "idle";
  const stampToken = useSubmissionToken();
  const { formRef, onSubmit, errors } = useForm<CheckoutReply, "email">({
    reply: fetcher.data,
    validate: emailCheck("email", t("purchase.invalid.message")),
    onInvalid: () => notify.error(t("purchase.invalid.title"), t("purchase.invalid.message")),
    onReply: (reply) => {
      if (!reply.ok && reply.formError) notify.error(reply.formError.title, reply.formError.message);
    },
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        // The same purchase sent twice (a double click, a retry) goes to the checkout the first one opened.
        stampToken(event.currentTarget);
        onSubmit(event);
      }}
      aria-busy={busy}
      className="space-y-4"
    >
      <input type="hidden" name="product" value="template" />
      <input type="hidden" name="template" value={template} />
      <Field
        name="email"
        id={`purchase-email-${template}`}
        label={t("purchase.email")}
        hint={t("purchase.email.hint", { visa: visaName })}
      >
        {(control) => (
          <EmailInput
            {...control}
            // This field's message is its toast; the field is only marked.
            aria-invalid={errors.email ? true : undefined}
            disabled={busy}
          />
        )}
      </Field>
      {answers ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="answers" value={answers} defaultChecked disabled={busy} className="mt-0.5 size-4 shrink-0 accent-ocean-700" />
          <span>{t("purchase.answers")}</span>
        </label>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {t("purchase.submit")}
      </Button>
    </fetcher.Form>
  );
}
