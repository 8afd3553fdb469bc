import { BellOffIcon, CircleAlertIcon, Trash2Icon } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { NoticePage } from "~/components/ui/notice-page";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { NO_STORE } from "~/lib/http/private-page-headers";
import { documentTitle } from "~/lib/seo";
import { z } from "~/lib/zod";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { useI18n } from "~/modules/i18n/i18n";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { reminderIdOfToken } from "~/modules/reminders/reminder-token.server";
import { deleteReminder } from "~/modules/reminders/reminders.server";
import type { Route } from "./+types/check.remind.delete";

type DeleteState = "ask" | "deleted" | "gone" | "invalid";

export function headers() {
  return NO_STORE;
}

/**
 * GET shows the page with one button and deletes nothing: mail scanners that open every link of a
 * message must not delete the request.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const t = await serverTranslator(localeOfPath(url.pathname));
  const id = reminderIdOfToken(url.searchParams.get("token"));
  const exists = id ? Boolean(await getDb().selectFrom("reminders").select("id").where("id", "=", id).executeTakeFirst()) : false;
  const state: DeleteState = !id ? "invalid" : exists ? "ask" : "gone";
  return data({ title: documentTitle(t("reminder.delete.title")), state }, { status: state === "invalid" ? 400 : 200, headers: NO_STORE });
}

/**
 * POST deletes: the page's button, or a mail client's one-click unsubscribe (RFC 8058 posts
 * 'List-Unsubscribe=One-Click' to the link in the List-Unsubscribe header). The token is in the address.
 */
export async function action({ request, url }: Route.ActionArgs) {
  await parseForm(request, z.looseObject({}));
  const id = reminderIdOfToken(url.searchParams.get("token"));
  if (!id) return data({ state: "invalid" as DeleteState }, { status: 400, headers: NO_STORE });
  const deleted = await deleteReminder(getDb(), id);
  return data({ state: (deleted ? "deleted" : "gone") as DeleteState }, { headers: NO_STORE });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? documentTitle("Delete Your Reminder") }, { name: "robots", content: "noindex" }];
}

export default function DeleteReminder({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const state = actionData?.state ?? loaderData.state;
  const home = (
    <Button asChild variant={state === "ask" ? "outline" : "default"}>
      <Link to={localizePath("/", locale)}>{t("reminder.delete.home")}</Link>
    </Button>
  );
  if (state === "ask") {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <BellOffIcon className="mx-auto size-12 text-ocean-700" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("reminder.delete.title")}</h1>
          <p className="mt-3 text-slate-700">{t("reminder.delete.intro")}</p>
          <Form method="post" className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
            <Button type="submit" variant="destructive" disabled={busy}>
              <Trash2Icon aria-hidden="true" />
              {t("reminder.delete.button")}
            </Button>
            {home}
          </Form>
        </div>
      </section>
    );
  }
  const notice =
    state === "deleted"
      ? { title: t("reminder.delete.done.title"), message: t("reminder.delete.done") }
      : state === "gone"
        ? { title: t("reminder.delete.gone.title"), message: t("reminder.delete.gone") }
        : { title: t("reminder.delete.invalid.title"), message: t("reminder.delete.invalid") };
  return (
    <NoticePage icon={state === "invalid" ? CircleAlertIcon : BellOffIcon} tone={state === "invalid" ? "error" : "success"} title={notice.title} message={notice.message}>
      {home}
    </NoticePage>
  );
}
