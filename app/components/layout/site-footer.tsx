import { Link } from "react-router";
import { footerGuideLinks, footerSiteLinks, site, type NavLink } from "~/content/site";
import { SiteLogo } from "./site-logo";

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-slate-700 hover:text-ocean-700 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `operator` names who runs the site (business, ABN, address, mailbox); absent on a demo installation. */
export function SiteFooter({ operator }: { operator?: string | undefined }) {
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <SiteLogo />
          <p className="text-sm text-slate-700">
            A free, independent check of whether you may qualify for an Australian visitor visa. No account needed.
          </p>
        </div>
        <FooterLinks title="Site" links={footerSiteLinks} />
        <FooterLinks title="Visa guides" links={footerGuideLinks} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <div role="note" className="rounded-xl border border-wattle-300 bg-wattle-100 p-4 text-sm text-slate-800">
          <strong className="font-semibold">Disclaimer:</strong> {site.name} is not a government agency and is not
          affiliated with the Department of Home Affairs. This site gives general eligibility information only, not
          immigration advice. For advice on your situation, consider a registered migration agent.
        </div>
        <p className="mt-6 text-sm text-slate-600">
          © {year} {site.name}. All rights reserved.
        </p>
        {operator && <p className="mt-2 text-sm text-slate-600">{operator}</p>}
      </div>
    </footer>
  );
}
