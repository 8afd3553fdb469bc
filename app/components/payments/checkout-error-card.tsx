import { CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NoticePage } from "~/components/ui/notice-page";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/** A checkout that could not start, shown as a page when the form was posted without JavaScript. */
export function CheckoutErrorCard({ title, message, product }: { title: string; message: string; product: "template" | "consultation" | null }) {
  // Under a language's prefix the ways back lead to that language's pages.
  const { locale, t } = useI18n();
  const back =
    product === "consultation"
      ? { to: localizePath("/book-consultation", locale), label: t("payment.checkout.back-booking") }
      : { to: localizePath("/#checker", locale), label: t("payment.checkout.back-checker") };
  return (
    <NoticePage icon={CircleAlertIcon} tone="error" title={title} message={message}>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={localizePath("/", locale)}>{t("payment.home")}</Link>
        </Button>
      </div>
    </NoticePage>
  );
}
