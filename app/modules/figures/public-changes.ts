import type { FactKey } from "~/content/facts";
import { describeValue, figureKinds, type FigureValue } from "./figure-kinds";
import { figureLabels } from "./figure-labels";
import type { FigureChange } from "./figures-store.server";

/** One entry of the 'What changed' page, its feed and `GET /api/changes`. Titles, values and notes are English data. */
export interface PublicChange {
  id: string;
  kind: "figure" | "rule";
  /** The day the change took effect (YYYY-MM-DD). */
  date: string;
  /** When the site recorded it (ISO timestamp). */
  recordedAt: string;
  figure: FactKey | null;
  title: string;
  from: string | null;
  to: string | null;
  oldValue: FigureValue | null;
  newValue: FigureValue | null;
  source: { name: string; url: string } | null;
  note: string;
}

export function publicChange(change: FigureChange): PublicChange {
  const key = change.figureKey;
  const kind = key ? figureKinds[key] : undefined;
  const text = (value: FigureValue | null) => (kind && value !== null ? describeValue(kind, value) : null);
  return {
    id: change.id,
    kind: key ? "figure" : "rule",
    date: change.effectiveFrom ?? change.changedAt.slice(0, 10),
    recordedAt: change.changedAt,
    figure: key,
    title: key ? figureLabels[key] : (change.source?.name ?? "Rule change"),
    from: text(change.oldValue),
    to: text(change.newValue),
    oldValue: change.oldValue,
    newValue: change.newValue,
    source: change.source,
    note: change.note,
  };
}
