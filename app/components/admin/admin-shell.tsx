import { ArrowLeft, ChevronDown, Menu } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { adminNavigation } from "./admin-navigation";
import { LogoutButton } from "./logout-button";

function AdminNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-4">
        {adminNavigation.map((group) => (
          <li key={group.label}>
            <p className="px-3 text-xs font-semibold text-slate-600 uppercase">{group.label}</p>
            <ul className="mt-1 grid grid-cols-2 gap-1 lg:grid-cols-1">
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
  );
}

function SignedInAs({ username }: { username: string }) {
  return (
    <p className="truncate text-sm text-slate-600">
      Signed in as <span className="font-medium text-slate-800">{username}</span>
    </p>
  );
}

function SiteAndLogout() {
  return (
    <div className="mt-4 grid grid-cols-2 gap-1 border-t border-slate-200 pt-4 lg:grid-cols-1">
      <Link to="/" className={buttonVariants({ variant: "ghost", align: "start" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Site
      </Link>
      <LogoutButton />
    </div>
  );
}

/** Who is signed in, the admin screens, and the ways out: the same in the phone menu and the sidebar. */
function PanelLinks({ username, pathname }: { username: string; pathname: string }) {
  return (
    <>
      <SignedInAs username={username} />
      <div className="mt-4">
        <AdminNav pathname={pathname} />
      </div>
      <SiteAndLogout />
    </>
  );
}

/**
 * The frame of every admin screen: the sidebar beside the screen's content on wide screens; on
 * phones a collapsed 'Admin menu' above it (a native disclosure, so it opens without JavaScript).
 * Routes under the admin layout route get it automatically; another route can wrap its content in it.
 */
export function AdminShell({ username, children }: { username: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:px-8 lg:py-10">
      {/* Keyed by path so the menu closes after each navigation. */}
      <details key={pathname} className="group rounded-2xl border border-slate-200 bg-white shadow-sm lg:hidden" data-admin-menu>
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2 font-semibold text-ocean-800">
            <Menu className="size-5" aria-hidden="true" />
            Admin menu
          </span>
          <ChevronDown className="size-5 text-slate-600 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="border-t border-slate-200 p-4">
          <PanelLinks username={username} pathname={pathname} />
        </div>
      </details>
      <aside className="hidden shrink-0 lg:block lg:w-60" data-admin-sidebar>
        <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-bold tracking-wide text-ocean-800 uppercase">Admin Panel</p>
          <PanelLinks username={username} pathname={pathname} />
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
