import { MenuIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { mainNavigation } from "~/content/site";

/** Small screens: the same navigation in a sheet behind a menu button. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="ghost"
        size="iconLarge"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      <Sheet open={open} onOpenChange={setOpen} title="Menu">
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-ocean-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button asChild variant="accent" size="lg" className="mt-2">
          <Link to="/#checker" onClick={close}>
            Start Check
          </Link>
        </Button>
      </Sheet>
    </>
  );
}
