import { MenuIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { mainNavigation } from "~/content/site";

/** Small screens: the same navigation in a sheet behind a menu button. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <MenuIcon className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-ocean-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button asChild variant="accent" size="lg" className="mt-2">
          <Link to="/#checker" onClick={() => setOpen(false)}>
            Start Check
          </Link>
        </Button>
      </SheetContent>
    </Sheet>
  );
}
