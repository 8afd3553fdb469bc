import { describeValue, type FigureKind, type FigureValue } from "./figure-kinds";
import type { ChangeKind, FigureChange } from "./figures-store.server";

const kindWords: Readonly<Record<ChangeKind, string>> = {
  seeded: "Recorded",
  changed: "Changed",
  checked: "Checked, unchanged",
  scheduled: "Scheduled",
  unscheduled: "Scheduled change withdrawn",
  rule: "Rule changed",
};

/** A figure's history for the admin page: what happened, the values, who and when. */
export function historyRows(kind: FigureKind, changes: readonly FigureChange[]) {
  const value = (v: FigureValue | null) => (v === null ? "" : describeValue(kind, v));
  return changes.map((change) => {
    const from = change.effectiveFrom ? ` from ${change.effectiveFrom}` : "";
    const detail =
      change.kind === "changed" || change.kind === "scheduled"
        ? `${value(change.oldValue)} to ${value(change.newValue)}${from}`
        : change.kind === "seeded"
          ? `${value(change.newValue)}${from}`
          : change.kind === "unscheduled"
            ? `${value(change.oldValue)}${from}`
            : (change.source?.name ?? "");
    return { id: change.id, what: kindWords[change.kind], detail, changedBy: change.changedBy, changedAt: change.changedAt, note: change.note };
  });
}
