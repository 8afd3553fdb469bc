import { CalendarOffIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NoticePage } from "~/components/ui/notice-page";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/**
 * The booking page of a real installation with no real agent active: nothing is sold, and the visitor is
 * sent to the free check and the contact form instead.
 */
export function ConsultationUnavailable() {
  const { locale, t } = useI18n();
  return (
    <NoticePage icon={CalendarOffIcon} tone="neutral" title={t("booking.unavailable.heading")} message={t("booking.unavailable.text")}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={localizePath("/#checker", locale)}>{t("nav.start-check")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={localizePath("/contact", locale)}>{t("nav.contact")}</Link>
        </Button>
      </div>
    </NoticePage>
  );
}
