import { CalendarOffIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/**
 * The booking page of a real installation with no real agent active: nothing is sold, and the visitor is
 * sent to the free check and the contact form instead.
 */
export function ConsultationUnavailable() {
  const { locale, t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <CalendarOffIcon className="size-12 text-ocean-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{t("booking.unavailable.heading")}</h1>
          <p className="text-slate-700">{t("booking.unavailable.text")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={localizePath("/#checker", locale)}>{t("nav.start-check")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={localizePath("/contact", locale)}>{t("nav.contact")}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
