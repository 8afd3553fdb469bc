import { MenuIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { mainNavigation } from "~/content/site";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { LanguageLinks } from "./language-links";

/**
 * Small screens: the same navigation behind a menu button. A native <details> disclosure, so the
 * button opens the menu before the page's script has loaded, or without it. Script only adds the
 * conveniences (menuBehaviour, run once for the header): Escape closes the menu, and following a link closes it.
 */
export function MobileNav() {
  const { locale, t } = useI18n();
  return (
    <details
      data-mobile-nav
      data-menu
      className="md:hidden"
    >
      <summary className={buttonVariants({ variant: "ghost", size: "iconLarge", className: "list-none [&::-webkit-details-marker]:hidden" })}>
        <MenuIcon aria-hidden="true" />
        <span className="sr-only">{t("nav.menu")}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg">
        <nav aria-label={t("nav.mobile.label")}>
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <Link to={localizePath(link.to, locale)} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-ocean-50">
                  {t(link.messageId)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={localizePath("/#checker", locale)} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-2 w-full" })}>
          {t("nav.start-check")}
        </Link>
        <nav aria-label={t("language.switcher.label")} className="mt-4 border-t border-slate-200 pt-3">
          <LanguageLinks className="grid grid-cols-2 gap-1" linkClassName="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-ocean-50" />
        </nav>
      </div>
    </details>
  );
}
