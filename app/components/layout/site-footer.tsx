import { Link } from "react-router";
import { footerGuideLinks, footerSiteLinks, site, type NavLink } from "~/content/site";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { SiteLogo } from "./site-logo";

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  const { locale, t } = useI18n();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={localizePath(link.to, locale)} className="text-sm text-slate-700 hover:text-ocean-700 hover:underline">
              {t(link.messageId)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `operator` names who runs the site (business, ABN, address, mailbox); absent on a demo installation. */
export function SiteFooter({ operator }: { operator?: string | undefined }) {
  const { t } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="skip-offscreen mt-16 border-t border-slate-200 bg-slate-50 [--offscreen-size:59rem] md:[--offscreen-size:32rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <SiteLogo />
          <p className="text-sm text-slate-700">{t("footer.tagline")}</p>
        </div>
        <FooterLinks title={t("footer.site")} links={footerSiteLinks} />
        <FooterLinks title={t("footer.guides")} links={footerGuideLinks} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <div role="note" className="rounded-xl border border-wattle-300 bg-wattle-100 p-4 text-sm text-slate-800">
          <strong className="font-semibold">{t("footer.disclaimer.title")}</strong> {t("footer.disclaimer", { site: site.name })}
        </div>
        <p className="mt-6 text-sm text-slate-600">
          {t("footer.copyright", { year, site: site.name })}
        </p>
        {operator && <p className="mt-2 text-sm text-slate-600">{operator}</p>}
      </div>
    </footer>
  );
}
