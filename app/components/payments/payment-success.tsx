import { CircleAlertIcon, CircleCheckIcon, FileDownIcon, LoaderCircleIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { useAddressForm } from "~/components/forms/use-address-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { NoticePage } from "~/components/ui/notice-page";
import { TextField } from "~/components/ui/text-field";
import type { FormNotice, FormReply } from "~/lib/forms/reply";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { splitAround } from "~/modules/i18n/split";
import type { SuccessPageState } from "~/modules/payments/success-page.server";
import { BookingSummary } from "./booking-summary";
import { useToastOnLoad } from "./use-toast-on-load";

type ResendReply = FormReply<{ notice: FormNotice }, "email">;

/** The page's states with a checkout session; without one the route shows `NothingConfirmed` instead. */
type SessionState = Exclude<SuccessPageState, { mode: "none" }>;

/**
 * /payment/success: 'Thank You!' with the template form (purchase mode) or the booking and its details,
 * each with its receipt.
 */
export function PaymentSuccess({ state, reply }: { state: SessionState; reply?: ResendReply }) {
  const { locale, t } = useI18n();
  // The template is e-mailed as soon as the payment settles, and the toast says so (docs/decisions/020).
  useToastOnLoad(
    state.mode === "purchase"
      ? { ok: true, title: t("payment.toast.purchase.title"), message: t("payment.toast.purchase.message") }
      : state.mode === "consultation"
        ? { ok: true, title: t("payment.toast.booked.title"), message: t("payment.booked") }
        : null,
  );
  const Icon = state.mode === "problem" ? CircleAlertIcon : CircleCheckIcon;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <Icon className={state.mode === "problem" ? "size-14 text-red-700" : "size-14 text-green-700"} aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">{state.mode === "problem" ? t("payment.problem.heading") : t("payment.success.heading")}</h1>
          {state.mode === "purchase" ? <SendTemplateForm sessionId={state.sessionId} email={state.email} reply={reply} /> : null}
          {state.mode === "purchase" && state.reference ? <p className="text-sm text-slate-700">{t("payment.order-reference", { reference: state.reference })}</p> : null}
          {state.mode === "consultation" ? (
            <>
              <p className="text-slate-700">{t("payment.booked")}</p>
              {state.booking ? <BookingSummary booking={state.booking} /> : null}
            </>
          ) : null}
          {state.mode === "purchase" || state.mode === "consultation" ? <ReceiptLink sessionId={state.sessionId} /> : null}
          {state.mode === "problem" ? (
            <p className="text-slate-700" role="alert">
              {state.message}
            </p>
          ) : null}
          <Button asChild variant={state.mode === "purchase" ? "link" : "default"} className="mt-2">
            <Link to={localizePath("/", locale)}>{t("payment.none.home")}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

function ReceiptLink({ sessionId }: { sessionId: string }) {
  const { t } = useI18n();
  return (
    <Button asChild variant="outline">
      <a href={`/payment/receipt?session_id=${encodeURIComponent(sessionId)}`} download>
        <FileDownIcon aria-hidden="true" />
        {t("payment.receipt")}
      </a>
    </Button>
  );
}

/** /payment/success without a session: nothing is confirmed (texts translated by the loader). */
export function NothingConfirmed({ title, message, home }: { title: string; message: string; home: string }) {
  const { locale } = useI18n();
  return (
    <NoticePage icon={CircleAlertIcon} tone="neutral" title={title} message={message}>
      <Button asChild className="mt-2">
        <Link to={localizePath("/", locale)}>{home}</Link>
      </Button>
    </NoticePage>
  );
}

function SendTemplateForm({ sessionId, email, reply }: { sessionId: string; email: string; reply?: ResendReply }) {
  const { t } = useI18n();
  const missing = t("ui.form.email-missing");
  const [sentBefore, sentAfter] = splitAround((marker) => t("payment.template.sent", { email: marker }));
  const { formRef, onSubmit, errors, values, reply: shown, failure, sending } = useAddressForm<ResendReply, "email">(reply, "email", missing, t("ui.form.error"));
  return (
    <>
      <p className="text-slate-700">
        {sentBefore}
        <strong className="break-words">{email}</strong>
        {sentAfter}
      </p>
      <Form ref={formRef} method="post" noValidate className="grid w-full gap-4 text-left" onSubmit={onSubmit}>
        <input type="hidden" name="session_id" value={sessionId} />
        <TextField
          name="email"
          type="email"
          label={t("ui.form.label.email")}
          defaultValue={values.email ?? email}
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          error={failure?.fieldErrors.email}
        />
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {sending ? t("ui.form.sending") : t("payment.template.send")}
        </Button>
        <FormAlert reply={shown} />
      </Form>
    </>
  );
}
