import { officialPages, type FactKey } from "~/content/facts";
import type { FigureInForce, FiguresInForce } from "~/content/figures-in-force";
import { describeValue, figureKinds, type FigureValue } from "./figure-kinds";
import { statusOf, type StatusInput } from "./figure-status";
import type { SeedFigure } from "./seed-figures";

/** A stored figure, as far as the browser needs it. */
export interface FigureForBrowser extends StatusInput {
  value: FigureValue;
  source: { name: string; url: string; dated: string | null };
  effectiveFrom: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the browser must be told about the stored figures on `today`: each value or source that differs
 * from the facts module's seed, and the state of each figure that needs checking (with its last known
 * value, so the note beside it needs no other data). Figures as seeded and current are left out, so an
 * installation that changed nothing and has nothing to check sends nothing.
 */
export function figuresForBrowser(records: readonly FigureForBrowser[], seeds: readonly SeedFigure[], today: string, months: number): FiguresInForce {
  const seedOf = new Map(seeds.map((seed) => [seed.key, seed]));
  const result: Record<string, FigureInForce> = {};
  for (const record of records) {
    const seed = seedOf.get(record.key);
    const entry: FigureInForce = {};
    if (!seed || !same(seed.value, record.value)) entry.value = record.value;
    if (!seed || !same([seed.sourceName, seed.sourceUrl, seed.sourceDated], [record.source.name, record.source.url, record.source.dated])) {
      entry.source = record.source;
    }
    if (statusOf(record, today, months).reason !== null) entry.check = checkOf(record.key, record);
    if (Object.keys(entry).length > 0) result[record.key] = entry;
  }
  return result;
}

function checkOf(key: FactKey, record: FigureForBrowser): NonNullable<FigureInForce["check"]> {
  const kind = figureKinds[key];
  const charge = record.indexedEachJuly;
  return {
    checkedOn: record.checkedOn,
    effectiveFrom: record.effectiveFrom,
    charge,
    href: charge ? officialPages.visaPricingEstimator : record.source.url,
    ...(kind === "aud" ? { amount: record.value as number } : { text: describeValue(kind, record.value) }),
  };
}
