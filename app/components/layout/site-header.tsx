import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { menuBehaviour } from "~/components/ui/menu-behaviour";
import { PageBehaviour } from "~/components/ui/page-behaviour";
import { mainNavigation } from "~/content/site";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";
import { MobileNav } from "./mobile-nav";
import { SiteLogo } from "./site-logo";

export function SiteHeader() {
  const { locale, t } = useI18n();
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-slate-200 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label={t("nav.main.label")} className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                {link.to.includes("#") ? (
                  // An anchor on the home page is never "the current page".
                  <Link to={localizePath(link.to, locale)} className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-ocean-700 lg:px-3">
                    {t(link.messageId)}
                  </Link>
                ) : (
                  <NavLink
                    to={localizePath(link.to, locale)}
                    end
                    className={({ isActive }) =>
                      `rounded-md px-2 py-2 text-sm font-medium lg:px-3 ${isActive ? "text-ocean-700" : "text-slate-700 hover:text-ocean-700"}`
                    }
                  >
                    {t(link.messageId)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <Button asChild variant="accent" className="max-md:hidden">
            <Link to={localizePath("/#checker", locale)}>{t("nav.start-check")}</Link>
          </Button>
          <MobileNav />
        </div>
      </div>
      <PageBehaviour run={menuBehaviour} options={undefined} />
    </header>
  );
}
