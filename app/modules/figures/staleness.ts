import { addMonths } from "~/lib/calendar-date";
import { lastFirstOfJuly } from "./calendar";

/** How long a figure may go unchecked when nothing else says sooner (FIGURES_CHECK_AFTER_MONTHS). */
export const DEFAULT_CHECK_AFTER_MONTHS = 6;

/** Why a figure needs checking: a 1 July has passed since its last check (a charge), or it is too old. */
export type CheckReason = "indexed" | "age";

export interface CheckedFigure {
  /** When a person last compared it with its source (YYYY-MM-DD). */
  checkedOn: string;
  indexedEachJuly: boolean;
}

/**
 * Whether a figure needs checking on `today` (YYYY-MM-DD, Sydney):
 * - a visa charge indexed each 1 July, once a 1 July has passed since its last check (the new charge is
 *   unknown until someone reads it);
 * - any figure, once `checkAfterMonths` have passed since its last check.
 */
export function checkReason(figure: CheckedFigure, today: string, checkAfterMonths = DEFAULT_CHECK_AFTER_MONTHS): CheckReason | null {
  if (figure.indexedEachJuly && figure.checkedOn < lastFirstOfJuly(today)) return "indexed";
  if (addMonths(figure.checkedOn, checkAfterMonths) <= today) return "age";
  return null;
}

/** What the admin list shows: a change entered ahead wins over 'current'; a figure to check wins over both. */
export type FigureState = "current" | "needs-checking" | "scheduled";

export function figureState(reason: CheckReason | null, scheduled: boolean): FigureState {
  if (reason) return "needs-checking";
  return scheduled ? "scheduled" : "current";
}
