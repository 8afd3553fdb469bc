import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/** The site's 404 screen: what went wrong and the way back to the home page in the page's language, inside the shared frame. */
export function NotFound() {
  const { locale, t } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("notfound.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("notfound.text")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={localizePath("/", locale)}>{t("notfound.home")}</Link>
      </Button>
    </section>
  );
}
