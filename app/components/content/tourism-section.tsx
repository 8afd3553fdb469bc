import type { ReactNode } from "react";
import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { City } from "~/content/cities";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { CityMapLinks } from "./city-map-links";
import { SectionHeading } from "./section-heading";

interface TourismSectionProps {
  cities: City[];
  /** Below the map: the facts and landmarks (HomeGlance), or the server's HTML of them (see ServerHtml). */
  glance: ReactNode;
}

/** The home page's tourism section: the city map, then the facts and landmarks. */
export function TourismSection({ cities, glance }: TourismSectionProps) {
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="tourism-heading" className="bg-gradient-to-b from-white via-ocean-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="tourism-heading"
          title={t("home.tourism.title")}
          lead={t("home.tourism.lead")}
        />
        <div className="mt-8 grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-2xl border border-slate-200 bg-ocean-50 p-3 shadow-sm sm:p-6">
            <CityMapLinks cities={cities} label={t("home.tourism.map")} chipsLabel={t("home.tourism.chips")} />
          </div>
          <div>
            <h3 className="text-xl font-bold text-slate-900">{t("home.tourism.cities-title")}</h3>
            <p className="mt-3 text-slate-700">{t("home.tourism.cities-text")}</p>
            <Link
              to={localizePath("/why-visit-australia", locale)}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-800"
            >
              {t("home.tourism.why-visit")} <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
        {glance}
      </div>
    </section>
  );
}
