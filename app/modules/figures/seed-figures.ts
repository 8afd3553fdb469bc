import { FIGURES_COMPARED_ON, PROCESSING_FIGURES_REPORT, facts, type FactKey } from "~/content/facts";
import type { FigureValue } from "./figure-kinds";

/**
 * The figures as the facts module holds them, for the first start of an installation (and the first start
 * after an upgrade). Dates:
 * - a visa charge indexed each 1 July took effect on the 1 July it was set (2025), and that is also the
 *   last date it was confirmed: nothing read since 1 July 2026 gives the new Visitor visa charges, so it
 *   is seeded as needing a check, never with an invented amount;
 * - any other figure is seeded as in force, and checked, on the day the facts module was last compared
 *   with its sources (FIGURES_COMPARED_ON).
 */
const CHARGES_SET_ON = "2025-07-01";

/**
 * - a processing figure read from a secondary source's report of one month's official figures is seeded
 *   as last checked on the first day of that month: it is then older than the check interval, so the site
 *   shows it as needing a check against Home Affairs' own page until an operator confirms or replaces it.
 */
const REPORTED_ON = `${PROCESSING_FIGURES_REPORT.month}-01`;
const reportedFigures: ReadonlySet<FactKey> = new Set(["processingDaysTourist", "processingDaysBusiness", "processingDaysSponsored"]);

export interface SeedFigure {
  key: FactKey;
  value: FigureValue;
  sourceName: string;
  sourceUrl: string;
  sourceDated: string | null;
  checkedOn: string;
  effectiveFrom: string;
  indexedEachJuly: boolean;
}

/**
 * The module's figures, read once when this module loads: before the server puts the stored figures into
 * the facts objects (figures-service.server.ts imports this module first), so it is always the seed.
 */
const seeded: readonly SeedFigure[] = (Object.keys(facts) as FactKey[]).map((key) => {
  const fact = facts[key];
  const date = fact.indexedEachJuly ? CHARGES_SET_ON : reportedFigures.has(key) ? REPORTED_ON : FIGURES_COMPARED_ON;
  return {
    key,
    value: fact.value as FigureValue,
    sourceName: fact.source.name,
    sourceUrl: fact.source.url,
    sourceDated: fact.source.dated,
    checkedOn: date,
    effectiveFrom: date,
    indexedEachJuly: fact.indexedEachJuly,
  };
});

export function seedFigures(): readonly SeedFigure[] {
  return seeded;
}

/** Rule changes known when figures became data, recorded once for the 'What changed' page. */
export const SEED_RULE_CHANGES = [
  {
    id: "rule-2026-07-01-indexation",
    effectiveFrom: "2026-07-01",
    sourceName: "Home Affairs Legislation Amendment (2026 Measures No. 1) Regulations 2026 (F2026L00874, registered 30 June 2026)",
    sourceUrl: "https://www.legislation.gov.au/F2026L00874/asmade/text",
    note:
      "Most visa application charges rose from 1 July 2026. The new Visitor visa (subclass 600) charges are not confirmed yet: " +
      "the site shows the charges set on 1 July 2025, marked as needing a check, until they are.",
    changedAt: "2026-11-27T00:00:00.000Z",
  },
] as const;
