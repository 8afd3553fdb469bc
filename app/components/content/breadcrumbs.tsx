import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "~/lib/seo";
import { useI18n } from "~/modules/i18n/i18n";

/** The visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {isLast ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="rounded text-ocean-700 underline-offset-2 hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRightIcon className="size-4 text-slate-500" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
