import { australianToday } from "~/lib/calendar-date";
import { describeValue } from "./figure-kinds";
import { figureLabels } from "./figure-labels";
import { statusOf } from "./figure-status";
import type { FigureRecord } from "./figures-store.server";
import type { CheckReason } from "./staleness";

/** Why a figure needs checking, as the admin area says it. */
export function checkReasonText(reason: CheckReason | null, months: number): string | null {
  if (reason === "indexed") return "A visa charge: a 1 July has passed since it was last checked.";
  if (reason === "age") return `Not checked for ${months} months or more.`;
  return null;
}

/** Stored figures as the admin list and the dashboard show them. */
export function figureRows(figures: readonly FigureRecord[], now: Date, months: number) {
  const today = australianToday(now);
  return figures.map((figure) => {
    const { state, reason } = statusOf(figure, today, months);
    return {
      key: figure.key,
      label: figureLabels[figure.key],
      value: describeValue(figure.kind, figure.value),
      sourceName: figure.source.name,
      sourceUrl: figure.source.url,
      checkedOn: figure.checkedOn,
      effectiveFrom: figure.effectiveFrom,
      state,
      why: checkReasonText(reason, months),
      scheduled: figure.scheduled ? `${describeValue(figure.kind, figure.scheduled.value)} from ${figure.scheduled.effectiveFrom}` : null,
    };
  });
}
