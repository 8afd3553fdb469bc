import { CircleXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { PageBehaviour } from "~/components/ui/page-behaviour";
import { useI18n } from "~/modules/i18n/i18n";
import { localeOfPath, localizePath } from "~/modules/i18n/locales";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { documentTitle } from "~/lib/seo";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { cancelCheckout, cancelledRecordSchema } from "~/modules/payments/lifecycle.server";
import type { Route } from "./+types/payment.cancel";

/** The page's title in its language: meta has no messages of its own. */
export async function loader({ url }: Route.LoaderArgs) {
  const t = await serverTranslator(localeOfPath(url.pathname));
  return { title: documentTitle(t("payment.cancel.meta.title")) };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: "robots", content: "noindex" }];
}

/**
 * Cancels the order or booking the page's link names: the page posts it once shown in a browser. Opening
 * the link alone changes nothing (a GET is safe: link checkers and previews follow links too). Without
 * JavaScript the row stays pending until the checkout expires (Stripe's `checkout.session.expired`).
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, cancelledRecordSchema);
  if (submission.ok) await cancelCheckout(getDb(), submission.data);
  return null;
}

/** /payment/cancel in the page's language. */
export default function PaymentCancel() {
  const { locale, t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <CircleXIcon className="size-14 text-slate-500" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-slate-900">{t("payment.cancel.heading")}</h1>
          <p className="text-slate-700">{t("payment.cancel.text")}</p>
          <Button asChild className="mt-2">
            <Link to={localizePath("/", locale)}>{t("payment.home")}</Link>
          </Button>
        </CardContent>
      </Card>
      <PageBehaviour run={postCancellation} options={undefined} />
    </section>
  );
}

/**
 * Posts the link's order or booking back once, when the page is shown (to this page's action, as a form
 * would). Runs through PageBehaviour: it uses nothing from outside its body.
 */
function postCancellation(): void {
  const query = new URLSearchParams(window.location.search);
  const field = ["order", "booking"].find((name) => query.get(name));
  if (!field) return;
  void fetch(window.location.pathname, { method: "POST", body: new URLSearchParams({ [field]: query.get(field) ?? "" }) }).catch(() => undefined);
}
