import { MenuIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { mainNavigation } from "~/content/site";

/**
 * Small screens: the same navigation behind a menu button. A native <details> disclosure, so the
 * button opens the menu before the page's script has loaded, or without it. Script only adds the
 * conveniences: Escape closes the menu, and following a link closes it.
 */
export function MobileNav() {
  return (
    <details
      data-mobile-nav
      className="md:hidden"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector("summary")?.focus();
      }}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) event.currentTarget.open = false;
      }}
    >
      <summary className={buttonVariants({ variant: "ghost", size: "iconLarge", className: "list-none [&::-webkit-details-marker]:hidden" })}>
        <MenuIcon aria-hidden="true" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg">
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-ocean-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/#checker" className={buttonVariants({ variant: "accent", size: "lg", className: "mt-2 w-full" })}>
          Start Check
        </Link>
      </div>
    </details>
  );
}
