import { CircleXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NoticePage } from "~/components/ui/notice-page";
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
    <>
      <NoticePage icon={CircleXIcon} tone="neutral" title={t("payment.cancel.heading")} message={t("payment.cancel.text")}>
        <Button asChild className="mt-2">
          <Link to={localizePath("/", locale)}>{t("payment.home")}</Link>
        </Button>
      </NoticePage>
      <PageBehaviour run={postCancellation} options={undefined} />
    </>
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
  // The answer is not needed, but its body is read to its end: a body nobody reads keeps the request open.
  void fetch(window.location.pathname, { method: "POST", body: new URLSearchParams({ [field]: query.get(field) ?? "" }) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
