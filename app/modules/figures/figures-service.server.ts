import type { Kysely } from "kysely";
import { facts, type Fact, type FactKey } from "~/content/facts";
import type { Database } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import type { StartupTask } from "~/lib/startup-task";
import { setFiguresInForce } from "~/content/figures-in-force";
import { bumpContentVersion, onContentChange } from "~/modules/pages/content-version.server";
import { australianToday } from "~/lib/calendar-date";
import type { FigureValue } from "./figure-kinds";
import { applyDueChanges, listFigures, seedFigureRows, type FigureRecord } from "./figures-store.server";
import { statusOf } from "./figure-status";
import { figuresForBrowser } from "./figures-for-browser";
import { seedFigures } from "./seed-figures";
import { sendFiguresDigestIfDue } from "./figures-digest.server";

/**
 * Every worker keeps the figures in force in memory: the API, new result PDFs and e-mails read them with
 * no database round trip. They are loaded at start, and again whenever this process learns that content
 * changed (a save here, or a NOTIFY from another worker's save on PostgreSQL: the content version of
 * docs/decisions/025), and once a minute all the same, when a change entered ahead may have come due.
 */
const TICK_MS = 60_000;

let loaded: FigureRecord[] = [];
let loadedFor = "";

/** The figures as last loaded, with their state today. */
export function currentFigures(): readonly FigureRecord[] {
  return loaded;
}

/** How many months a figure may go unchecked (FIGURES_CHECK_AFTER_MONTHS). */
export function checkAfterMonths(): number {
  return getEnv().FIGURES_CHECK_AFTER_MONTHS;
}

/**
 * Puts the stored figures into the facts module's objects, with their state on `today`, and sets what the
 * pages tell the browser (figures-in-force.ts): the figures that differ from the seed and those that need
 * checking, so the browser's bundle quotes what the server rendered.
 */
export function applyFigures(records: readonly FigureRecord[], today: string, months = checkAfterMonths()): void {
  for (const record of records) {
    const fact = facts[record.key] as Fact<FigureValue>;
    fact.value = record.value;
    fact.source = { name: record.source.name, url: record.source.url, dated: record.source.dated };
    fact.indexedEachJuly = record.indexedEachJuly;
    fact.status = {
      checkedOn: record.checkedOn,
      effectiveFrom: record.effectiveFrom,
      needsChecking: statusOf(record, today, months).reason !== null,
    };
  }
  setFiguresInForce(figuresForBrowser(records, seedFigures(), today, months));
}

/** Reads the figures and puts them in force in this process. */
export async function loadFigures(db: Kysely<Database>, now = new Date()): Promise<void> {
  const records = await listFigures(db);
  const today = australianToday(now);
  applyFigures(records, today);
  loaded = records;
  loadedFor = today;
}

/** The state of a figure now, for pages and the API (undefined before the figures were loaded). */
export function figureRecord(key: FactKey): FigureRecord | undefined {
  return loaded.find((record) => record.key === key);
}

let timer: NodeJS.Timeout | undefined;
let unfollow: (() => void) | undefined;
let reloading: Promise<void> | undefined;

function reload(db: Kysely<Database>): void {
  // One reload at a time; a change heard during one is read by the next tick or notice.
  reloading ??= loadFigures(db)
    .catch((error: unknown) => logger.warn({ err: error }, "figures: reload failed; keeping the figures in memory"))
    .finally(() => (reloading = undefined));
}

/** Which figures need checking on `today`: when a new day changes this, pages that say so must render afresh. */
export function needsCheckingSignature(records: readonly FigureRecord[], today: string, months: number): string {
  return records
    .filter((record) => statusOf(record, today, months).reason !== null)
    .map((record) => record.key)
    .join(",");
}

async function tick(db: Kysely<Database>): Promise<void> {
  const now = new Date();
  // A change whose day has come is applied (by one worker; it raises the content version, so every worker reloads).
  if ((await applyDueChanges(db, now)) === 0 && australianToday(now) !== loadedFor) {
    const before = needsCheckingSignature(loaded, loadedFor, checkAfterMonths());
    await loadFigures(db, now);
    // A new day may make a figure need checking (a 1 July, or its age): kept pages saying otherwise render afresh.
    if (needsCheckingSignature(loaded, loadedFor, checkAfterMonths()) !== before) await bumpContentVersion(db);
  }
  await sendFiguresDigestIfDue(db, currentFigures(), now);
}

/** Seeds the figures from the facts module, loads them, and keeps them current in this process. */
export const figuresTask: StartupTask = {
  name: "figures",
  start: async (db) => {
    await seedFigureRows(db);
    await applyDueChanges(db, new Date());
    await loadFigures(db);
    unfollow = onContentChange(() => reload(db));
    const schedule = () => {
      timer = setTimeout(() => {
        tick(db)
          .catch((error: unknown) => logger.warn({ err: error }, "figures: the minute's check failed"))
          .finally(() => {
            if (timer) schedule();
          });
      }, TICK_MS);
      timer.unref();
    };
    schedule();
  },
  stop: async () => {
    clearTimeout(timer);
    timer = undefined;
    unfollow?.();
    unfollow = undefined;
    await reloading;
  },
};
