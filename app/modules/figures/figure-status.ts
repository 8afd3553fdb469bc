import type { FactKey } from "~/content/facts";
import { checkReason, figureState, type CheckReason, type FigureState } from "./staleness";

/** The part of a stored figure that decides its state. */
export interface StatusInput {
  key: FactKey;
  checkedOn: string;
  indexedEachJuly: boolean;
  scheduled: unknown;
}

export interface FigureStatusLine {
  key: FactKey;
  state: FigureState;
  reason: CheckReason | null;
}

/** Each figure's state on `today` (Sydney), for the admin list, the dashboard and the digest. */
export function statusOf(figure: StatusInput, today: string, checkAfterMonths: number): FigureStatusLine {
  const reason = checkReason(figure, today, checkAfterMonths);
  return { key: figure.key, state: figureState(reason, figure.scheduled !== null), reason };
}
