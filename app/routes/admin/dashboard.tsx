import { FileCheck2, FilePen, Files } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { StatCard } from "~/components/admin/stat-card";
import { Button } from "~/components/ui/button";
import { getDb } from "~/lib/db.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { countPages } from "~/modules/pages/pages.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return adminMeta("Dashboard");
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { username: user.username, counts: await countPages(getDb()) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { username, counts } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${username}! Here is an overview of your site's content pages.`}
        actions={
          <Button asChild>
            <Link to="/admin/add-new-page">Add New Page</Link>
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Total Pages" value={counts.total} description="All content pages" icon={Files} />
        <StatCard title="Published" value={counts.published} description="Live pages visible to users" icon={FileCheck2} />
        <StatCard title="Drafts" value={counts.drafts} description="Pages not yet published" icon={FilePen} />
      </div>
    </>
  );
}
