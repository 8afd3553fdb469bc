import { FileCheck2, FilePen, Files } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { StatCard } from "~/components/admin/stat-card";
import { Button } from "~/components/ui/button";
import { FigureStateBadge, FIGURES_PATH } from "~/components/admin/figures-table";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { figureRows } from "~/modules/figures/figure-rows.server";
import { listFigures } from "~/modules/figures/figures-store.server";
import { countPages } from "~/modules/pages/pages.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return adminMeta("Dashboard");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireAdmin(request, url);
  const db = getDb();
  const figures = figureRows(await listFigures(db), new Date(), getEnv().FIGURES_CHECK_AFTER_MONTHS);
  return {
    username: user.username,
    counts: await countPages(db),
    figuresToCheck: figures.filter((figure) => figure.state === "needs-checking").map(({ key, label, value, why }) => ({ key, label, value, why })),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { username, counts, figuresToCheck } = loaderData;
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
      <section aria-labelledby="figures-to-check" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="figures-to-check" className="text-lg font-semibold text-slate-900">
          Figures to check: {figuresToCheck.length}
        </h2>
        {figuresToCheck.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">Every figure the site quotes has been checked recently.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {figuresToCheck.map((figure) => (
              <li key={figure.key} className="flex flex-wrap items-center gap-2 py-2">
                <FigureStateBadge state="needs-checking" />
                <Link to={`${FIGURES_PATH}/${figure.key}`} className="font-medium text-ocean-700 underline underline-offset-2">
                  {figure.label}
                </Link>
                <span className="text-slate-700">
                  {figure.value}. {figure.why}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
