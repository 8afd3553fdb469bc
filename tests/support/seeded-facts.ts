import { facts } from "~/content/facts";
import { setFiguresInForce } from "~/content/figures-in-force";
import { seedFigures } from "~/modules/figures/seed-figures";

/** Puts the facts module back as seeded, after a test put stored figures into it, for the other tests in the process. */
export function restoreSeededFacts(): void {
  setFiguresInForce({});
  for (const seed of seedFigures()) {
    Object.assign(facts[seed.key], {
      value: seed.value,
      source: { name: seed.sourceName, url: seed.sourceUrl, dated: seed.sourceDated },
      indexedEachJuly: seed.indexedEachJuly,
      status: undefined,
    });
  }
}
