import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import type { Route } from "./+types/layout";

// Admin screens are private to one administrator: never stored by a cache, never indexed.
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireAdmin(request, url);
  return { username: user.username };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell username={loaderData.username}>
      <Outlet />
    </AdminShell>
  );
}
