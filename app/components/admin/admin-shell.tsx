import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { adminNavigation } from "./admin-navigation";
import { LogoutButton } from "./logout-button";

/**
 * The frame of every admin screen: the sidebar (a wrapped row of links on phones) and the screen's
 * content beside it. Routes under the admin layout route get it automatically; a route elsewhere
 * can wrap its content in it directly.
 */
export function AdminShell({ username, children }: { username: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:px-8 lg:py-10">
      <aside className="shrink-0 lg:w-60" data-admin-sidebar>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
          <p className="text-sm font-bold tracking-wide text-ocean-800 uppercase">Admin Panel</p>
          <p className="mt-1 truncate text-sm text-slate-600">
            Signed in as <span className="font-medium text-slate-800">{username}</span>
          </p>
          <nav aria-label="Admin" className="mt-4">
            <ul className="flex flex-col gap-4">
              {adminNavigation.map((group) => (
                <li key={group.label}>
                  <p className="px-3 text-xs font-semibold text-slate-600 uppercase">{group.label}</p>
                  <ul className="mt-1 flex flex-wrap gap-1 lg:flex-col">
                    {group.items.map((item) => {
                      const current = item.isCurrent(pathname);
                      return (
                        <li key={item.to}>
                          <Link
                            to={item.to}
                            aria-current={current ? "page" : undefined}
                            className={cn(
                              "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium",
                              current ? "bg-ocean-50 text-ocean-800" : "text-slate-700 hover:bg-slate-100 hover:text-ocean-700",
                            )}
                          >
                            <item.icon className="size-4 shrink-0" aria-hidden="true" />
                            {item.label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 flex flex-wrap gap-1 border-t border-slate-200 pt-4 lg:flex-col">
            <Link to="/" className={cn(buttonVariants({ variant: "ghost" }), "justify-start")}>
              <ArrowLeft aria-hidden="true" />
              Back to Site
            </Link>
            <LogoutButton className="w-auto lg:w-full" />
          </div>
        </div>
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** The heading row of an admin screen, with optional actions on the right. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  );
}
