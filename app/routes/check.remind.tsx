import { BellRingIcon, CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { RemindMeForm, type ReminderReply } from "~/components/reminders/remind-me-form";
import { Button } from "~/components/ui/button";
import { NoticePage } from "~/components/ui/notice-page";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { privatePageHeaders } from "~/lib/http/private-page-headers";
import { documentTitle } from "~/lib/seo";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { wakeOutbox } from "~/modules/mail/outbox-worker.server";
import { reminderFormProblem, reminderFormQuery, translateReminderErrors } from "~/modules/reminders/reminder-form.server";
import { reminderSchema } from "~/modules/reminders/reminder-input";
import { wakeReminderScheduler } from "~/modules/reminders/reminder-scheduler.server";
import { createReminder } from "~/modules/reminders/reminders.server";
import { australianToday } from "~/lib/calendar-date";
import { useI18n } from "~/modules/i18n/i18n";
import type { Route } from "./+types/check.remind";

/** The reply names the address: no cache keeps it. */
const NO_STORE = { "Cache-Control": "no-store" };

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/**
 * POST /check/remind: 'Remind me to apply by …'. Stores the request and queues the confirmation. With
 * JavaScript the reply becomes a toast; without, this page.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  const submission = await parseForm(request, reminderSchema(australianToday()));
  const back = { back: reminderFormQuery(submission.values)?.back ?? null };
  if (!submission.ok) {
    const fieldErrors = translateReminderErrors(submission.fieldErrors, t);
    return formFailure(submission, {
      formError: reminderFormProblem(submission.fieldErrors, t),
      fieldErrors: fieldErrors.email ? { email: fieldErrors.email } : {},
      headers: NO_STORE,
      extra: back,
    });
  }
  const outcome = await createReminder(
    { db: getDb(), frame: siteMailFrame(), wakeOutbox, wakeScheduler: wakeReminderScheduler },
    submission.data,
    { clientAddress: clientAddress(context), locale },
  );
  if (!outcome.ok) {
    return formFailure(submission, {
      formError: outcome.formError,
      fieldErrors: {},
      status: 429,
      headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfterSeconds) },
      extra: back,
    });
  }
  return formSuccess({ notice: outcome.notice, ...back }, { headers: NO_STORE });
}

/** GET /check/remind?applyBy=…&arrival=…&visa=…: a page holding the form, for a result that links here. */
export async function loader({ url }: Route.LoaderArgs) {
  const t = await serverTranslator(localeOfPath(url.pathname));
  return { title: documentTitle(t("reminder.page.title")), form: reminderFormQuery(Object.fromEntries(url.searchParams)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? documentTitle("Reminder") }, { name: "robots", content: "noindex" }];
}

function ReminderReplyCard({ reply }: { reply: ReminderReply }) {
  const { locale, t } = useI18n();
  const notice = reply.ok ? reply.notice : (reply.formError ?? { title: t("reminder.error.title"), message: Object.values(reply.fieldErrors).find(Boolean) ?? "" });
  const back = reply.back ? { to: reply.back, label: t("reminder.page.back") } : { to: localizePath("/check", locale), label: t("reminder.page.start") };
  return (
    <NoticePage icon={reply.ok ? BellRingIcon : CircleAlertIcon} tone={reply.ok ? "success" : "error"} title={notice.title} message={notice.message}>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </NoticePage>
  );
}

export default function CheckRemind({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  if (actionData) return <ReminderReplyCard reply={actionData} />;
  const { form } = loaderData;
  if (!form) {
    return (
      <NoticePage icon={CircleAlertIcon} tone="error" title={t("reminder.page.missing.title")} message={t("reminder.page.missing")}>
        <Button asChild>
          <Link to={localizePath("/check", locale)}>{t("reminder.page.start")}</Link>
        </Button>
      </NoticePage>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{t("reminder.page.title")}</h1>
      <RemindMeForm applyBy={form.applyBy} arrival={form.arrival} visa={form.visa} back={form.back} />
      {form.back && (
        <p className="mt-6">
          <Link to={form.back} className="text-sm font-medium text-ocean-700 underline underline-offset-4">
            {t("reminder.page.back")}
          </Link>
        </p>
      )}
    </div>
  );
}
