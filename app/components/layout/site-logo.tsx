import { Link } from "react-router";
import { site } from "~/content/site";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";

/** The site's mark and name, linking home. */
export function SiteLogo() {
  const { locale, t } = useI18n();
  return (
    <Link to={localizePath("/", locale)} className="flex items-center gap-2 rounded-md font-bold text-ocean-800" aria-label={t("nav.logo.label", { site: site.name })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#134a75" />
        <path d="M9 17.5l4.5 4.5L23 11.5" fill="none" stroke="#f4c430" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{site.name}</span>
    </Link>
  );
}
