import { Search } from "lucide-react";
import { Form, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { FIGURES_PATH, FiguresTable } from "~/components/admin/figures-table";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { problemResponse, problems } from "~/lib/http/problem";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { figureRows } from "~/modules/figures/figure-rows.server";
import { listFigures, markFigureChecked } from "~/modules/figures/figures-store.server";
import type { Route } from "./+types/figures";

export function meta() {
  return adminMeta("Figures");
}

const searchable = (row: { label: string; value: string; sourceName: string; key: string }) =>
  `${row.label} ${row.value} ${row.sourceName} ${row.key}`.toLowerCase();

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const rows = figureRows(await listFigures(getDb()), new Date(), getEnv().FIGURES_CHECK_AFTER_MONTHS);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return {
    query,
    toCheck: rows.filter((row) => row.state === "needs-checking").length,
    figures: words.length ? rows.filter((row) => words.every((word) => searchable(row).includes(word))) : rows,
  };
}

const actionSchema = z.object({ intent: z.literal("check"), key: z.string().min(1).max(60) });

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireAdmin(request, url);
  const submission = await parseForm(request, actionSchema);
  if (!submission.ok) throw problemResponse(problems.badRequest("Unknown action."));
  const found = await markFigureChecked(getDb(), submission.data.key, { by: user.username, now: new Date() });
  if (!found) throw redirect(FIGURES_PATH, 303);
  return redirect(FIGURES_PATH, 303);
}

export default function Figures({ loaderData }: Route.ComponentProps) {
  const { figures, query, toCheck } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Figures"
        description="Every figure the site quotes, with its source. Change one, or confirm it still holds, and every page, the API, PDFs and e-mails follow."
      />
      <p role="status" className="mb-4 text-sm text-slate-700">
        {toCheck === 0 ? "Every figure is current." : `Figures to check: ${toCheck}.`}
      </p>
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="figure-search" className="sr-only">
          Search figures
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <Input id="figure-search" type="search" name="q" placeholder="Search figures..." defaultValue={query} autoComplete="off" className="pl-9" />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      <FiguresTable figures={figures} />
    </>
  );
}
