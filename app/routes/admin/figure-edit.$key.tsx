import { Form, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { FigureForm } from "~/components/admin/figure-form";
import { FigureHistory } from "~/components/admin/figure-history";
import { FIGURES_PATH, FigureStateBadge } from "~/components/admin/figures-table";
import { Button } from "~/components/ui/button";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/modules/auth/require-admin.server";
import { australianToday } from "~/lib/calendar-date";
import { figureFormSchema } from "~/modules/figures/figure-form";
import { valueAsInput } from "~/modules/figures/figure-kinds";
import { figureLabels } from "~/modules/figures/figure-labels";
import { figureRows } from "~/modules/figures/figure-rows.server";
import { historyRows } from "~/modules/figures/history-rows";
import { cancelScheduledChange, figureHistory, findFigure, saveFigure } from "~/modules/figures/figures-store.server";
import type { Route } from "./+types/figure-edit.$key";

export function meta() {
  return adminMeta("Edit Figure");
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const db = getDb();
  const figure = await findFigure(db, params.key);
  if (!figure) throw redirect(FIGURES_PATH);
  const now = new Date();
  const [row] = figureRows([figure], now, getEnv().FIGURES_CHECK_AFTER_MONTHS);
  return {
    key: figure.key,
    label: figureLabels[figure.key],
    row,
    initial: {
      kind: figure.kind,
      value: valueAsInput(figure.kind, figure.value),
      sourceName: figure.source.name,
      sourceUrl: figure.source.url,
      sourceDated: figure.source.dated ?? "",
      today: australianToday(now),
    },
    history: historyRows(figure.kind, await figureHistory(db, figure.key)),
  };
}

const intentSchema = z.object({ intent: z.enum(["save", "cancel-schedule"]) });

export async function action({ request, params, url }: Route.ActionArgs) {
  const user = await requireAdmin(request, url);
  const db = getDb();
  const figure = await findFigure(db, params.key);
  if (!figure) return redirect(FIGURES_PATH, 303);
  const actor = { by: user.username, now: new Date() };
  // The form and the 'withdraw' button post here; the intent decides which schema reads the rest.
  const intent = await parseForm(request.clone(), intentSchema);
  if (intent.ok && intent.data.intent === "cancel-schedule") {
    await cancelScheduledChange(db, figure.key, actor);
    return redirect(`${FIGURES_PATH}/${figure.key}`, 303);
  }
  const submission = await parseForm(request, figureFormSchema(figure.kind));
  if (!submission.ok) return formFailure(submission);
  const saved = await saveFigure(db, figure.key, submission.data, actor);
  if (!saved.ok && "reason" in saved) {
    return formFailure(submission, { fieldErrors: { effectiveFrom: `The current value took effect on ${figure.effectiveFrom}; a change cannot take effect before it` } });
  }
  if (!saved.ok) return redirect(FIGURES_PATH, 303);
  if (!submission.enhanced) return redirect(FIGURES_PATH, 303);
  return formSuccess({ scheduled: saved.scheduled });
}

export default function FigureEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { key, label, row, initial, history } = loaderData;
  return (
    <>
      <AdminPageHeader title="Edit Figure" description={label} />
      <div className="mb-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        {row ? <FigureStateBadge state={row.state} /> : null}
        <span>
          Now: <strong>{row?.value}</strong>, in force since <time dateTime={row?.effectiveFrom}>{row?.effectiveFrom}</time>, last checked{" "}
          <time dateTime={row?.checkedOn}>{row?.checkedOn}</time>.
        </span>
        {row?.why ? <span>{row.why}</span> : null}
      </div>
      {row?.scheduled ? (
        <section aria-labelledby="scheduled-change" className="mb-6 rounded-2xl border border-ocean-200 bg-ocean-50 p-4 text-sm">
          <h2 id="scheduled-change" className="font-semibold text-slate-900">
            Scheduled change
          </h2>
          <p className="mt-1 text-slate-700">{row.scheduled} (the day begins in Sydney). Saving another change for a later day replaces it.</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel-schedule" />
            <Button type="submit" variant="outline" size="sm">
              Withdraw the scheduled change
            </Button>
          </Form>
        </section>
      ) : null}
      <FigureForm key={key} initial={initial} reply={actionData} />
      <FigureHistory rows={history} />
    </>
  );
}
