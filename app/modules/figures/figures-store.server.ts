import crypto from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { FactKey } from "~/content/facts";
import type { Database, FigureChangesTable, FiguresTable, FigureScheduleTable } from "~/lib/db-schema";
import { bumpContentVersion, changeContent } from "~/modules/pages/content-version.server";
import { australianToday } from "~/lib/calendar-date";
import { figureKinds, type FigureKind, type FigureValue } from "./figure-kinds";
import type { FigureFormData } from "./figure-form";
import { SEED_RULE_CHANGES, seedFigures } from "./seed-figures";

/**
 * The figures in the database (migration 010). Every write goes through `changeContent`, which raises
 * the content version in the same transaction: kept pages render afresh and, on PostgreSQL, every worker
 * hears of it by NOTIFY and reloads its figures (figures-service.server.ts). History rows are only ever
 * added.
 */

export interface FigureSource {
  name: string;
  url: string;
  dated: string | null;
}

export interface ScheduledChange {
  value: FigureValue;
  source: FigureSource;
  effectiveFrom: string;
  note: string;
  scheduledBy: string;
  scheduledAt: string;
}

export interface FigureRecord {
  key: FactKey;
  kind: FigureKind;
  value: FigureValue;
  source: FigureSource;
  checkedOn: string;
  effectiveFrom: string;
  indexedEachJuly: boolean;
  updatedAt: string;
  updatedBy: string;
  scheduled: ScheduledChange | null;
}

export type ChangeKind = "seeded" | "changed" | "checked" | "scheduled" | "unscheduled" | "rule";

export interface FigureChange {
  id: string;
  figureKey: FactKey | null;
  kind: ChangeKind;
  oldValue: FigureValue | null;
  newValue: FigureValue | null;
  effectiveFrom: string | null;
  source: { name: string; url: string } | null;
  note: string;
  changedBy: string;
  changedAt: string;
}

/** Who changed something and when; `now` decides what 'today' is (Sydney). */
export interface Actor {
  by: string;
  now: Date;
}

const isFactKey = (key: string): key is FactKey => key in figureKinds;
const parse = (json: string | null): FigureValue | null => (json === null ? null : (JSON.parse(json) as FigureValue));

function toRecord(row: Selectable<FiguresTable>, scheduled: Selectable<FigureScheduleTable> | undefined): FigureRecord {
  const key = row.key as FactKey;
  return {
    key,
    kind: figureKinds[key],
    value: JSON.parse(row.value) as FigureValue,
    source: { name: row.source_name, url: row.source_url, dated: row.source_dated },
    checkedOn: row.checked_on,
    effectiveFrom: row.effective_from,
    indexedEachJuly: row.indexed_each_july === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    scheduled: scheduled
      ? {
          value: JSON.parse(scheduled.value) as FigureValue,
          source: { name: scheduled.source_name, url: scheduled.source_url, dated: scheduled.source_dated },
          effectiveFrom: scheduled.effective_from,
          note: scheduled.note,
          scheduledBy: scheduled.scheduled_by,
          scheduledAt: scheduled.scheduled_at,
        }
      : null,
  };
}

function toChange(row: Selectable<FigureChangesTable>): FigureChange {
  return {
    id: row.id,
    figureKey: row.figure_key && isFactKey(row.figure_key) ? row.figure_key : null,
    kind: row.kind as ChangeKind,
    oldValue: parse(row.old_value),
    newValue: parse(row.new_value),
    effectiveFrom: row.effective_from,
    source: row.source_name && row.source_url ? { name: row.source_name, url: row.source_url } : null,
    note: row.note,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
  };
}

/**
 * Adds every figure of the facts module that the database does not hold yet, with a 'seeded' history row,
 * and the known rule changes. Safe for processes starting together (inserts that find the row do nothing);
 * a stored figure is never overwritten by the module.
 */
export async function seedFigureRows(db: Kysely<Database>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  let added = 0;
  for (const figure of seedFigures()) {
    const value = JSON.stringify(figure.value);
    const result = await db
      .insertInto("figures")
      .values({
        key: figure.key,
        value,
        source_name: figure.sourceName,
        source_url: figure.sourceUrl,
        source_dated: figure.sourceDated,
        checked_on: figure.checkedOn,
        effective_from: figure.effectiveFrom,
        indexed_each_july: figure.indexedEachJuly ? 1 : 0,
        updated_at: at,
        updated_by: "facts module",
      })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    added += 1;
    await db
      .insertInto("figure_changes")
      .values({
        id: `seed-${figure.key}`,
        figure_key: figure.key,
        kind: "seeded",
        old_value: null,
        new_value: value,
        effective_from: figure.effectiveFrom,
        source_name: figure.sourceName,
        source_url: figure.sourceUrl,
        note: "Recorded from the facts module.",
        changed_by: "facts module",
        changed_at: at,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  }
  for (const rule of SEED_RULE_CHANGES) {
    await db
      .insertInto("figure_changes")
      .values({
        id: rule.id,
        figure_key: null,
        kind: "rule",
        old_value: null,
        new_value: null,
        effective_from: rule.effectiveFrom,
        source_name: rule.sourceName,
        source_url: rule.sourceUrl,
        note: rule.note,
        changed_by: "facts module",
        changed_at: rule.changedAt,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  }
  if (added > 0) await bumpContentVersion(db);
  return added;
}

export async function listFigures(db: Kysely<Database>): Promise<FigureRecord[]> {
  const [rows, schedule] = await Promise.all([
    db.selectFrom("figures").selectAll().orderBy("key").execute(),
    db.selectFrom("figure_schedule").selectAll().execute(),
  ]);
  const byKey = new Map(schedule.map((row) => [row.figure_key, row]));
  return rows.filter((row) => isFactKey(row.key)).map((row) => toRecord(row, byKey.get(row.key)));
}

export async function findFigure(db: Kysely<Database>, key: string): Promise<FigureRecord | undefined> {
  if (!isFactKey(key)) return undefined;
  const row = await db.selectFrom("figures").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row) return undefined;
  const scheduled = await db.selectFrom("figure_schedule").selectAll().where("figure_key", "=", key).executeTakeFirst();
  return toRecord(row, scheduled);
}

async function addChange(trx: Transaction<Database>, change: Omit<Selectable<FigureChangesTable>, "id">): Promise<void> {
  await trx.insertInto("figure_changes").values({ id: crypto.randomUUID(), ...change }).execute();
}

export type SaveFigureResult = { ok: true; scheduled: boolean } | { ok: false; notFound: true } | { ok: false; reason: "past" };

/**
 * Saves what the administrator entered. An effective date after today (Sydney) schedules the change for
 * that day, replacing any change scheduled before; today or blank changes the figure now. Either way the
 * figure counts as checked today by that person. A date before the current value's own is refused (the
 * history would read out of order).
 */
export async function saveFigure(db: Kysely<Database>, key: string, input: FigureFormData, actor: Actor): Promise<SaveFigureResult> {
  const figure = await findFigure(db, key);
  if (!figure) return { ok: false, notFound: true };
  const today = australianToday(actor.now);
  const effectiveFrom = input.effectiveFrom ?? today;
  if (effectiveFrom < figure.effectiveFrom) return { ok: false, reason: "past" };
  const at = actor.now.toISOString();
  const value = JSON.stringify(input.value);
  const source = { source_name: input.sourceName, source_url: input.sourceUrl, source_dated: input.sourceDated ?? null };
  const note = input.note ?? "";
  const history = (kind: "scheduled" | "changed") => ({
    figure_key: figure.key,
    kind,
    old_value: JSON.stringify(figure.value),
    new_value: value,
    effective_from: effectiveFrom,
    source_name: input.sourceName,
    source_url: input.sourceUrl,
    note,
    changed_by: actor.by,
    changed_at: at,
  });
  if (effectiveFrom > today) {
    await changeContent(db, async (trx) => {
      await trx.deleteFrom("figure_schedule").where("figure_key", "=", figure.key).execute();
      await trx
        .insertInto("figure_schedule")
        .values({ figure_key: figure.key, value, ...source, effective_from: effectiveFrom, note, scheduled_by: actor.by, scheduled_at: at })
        .execute();
      await addChange(trx, history("scheduled"));
    });
    return { ok: true, scheduled: true };
  }
  await changeContent(db, async (trx) => {
    await trx
      .updateTable("figures")
      .set({ value, ...source, checked_on: today, effective_from: effectiveFrom, updated_at: at, updated_by: actor.by })
      .where("key", "=", figure.key)
      .execute();
    await addChange(trx, history("changed"));
  });
  return { ok: true, scheduled: false };
}

/** 'Checked today, unchanged': a person compared the figure with its source and it still holds. */
export async function markFigureChecked(db: Kysely<Database>, key: string, actor: Actor): Promise<boolean> {
  const figure = await findFigure(db, key);
  if (!figure) return false;
  const today = australianToday(actor.now);
  await changeContent(db, async (trx) => {
    await trx.updateTable("figures").set({ checked_on: today, updated_at: actor.now.toISOString(), updated_by: actor.by }).where("key", "=", figure.key).execute();
    await addChange(trx, {
      figure_key: figure.key,
      kind: "checked",
      old_value: null,
      new_value: null,
      effective_from: null,
      source_name: figure.source.name,
      source_url: figure.source.url,
      note: "Checked against the source: unchanged.",
      changed_by: actor.by,
      changed_at: actor.now.toISOString(),
    });
  });
  return true;
}

/** Withdraws a change entered ahead, before its day. */
export async function cancelScheduledChange(db: Kysely<Database>, key: string, actor: Actor): Promise<boolean> {
  const figure = await findFigure(db, key);
  if (!figure?.scheduled) return false;
  const scheduled = figure.scheduled;
  await changeContent(db, async (trx) => {
    await trx.deleteFrom("figure_schedule").where("figure_key", "=", figure.key).execute();
    await addChange(trx, {
      figure_key: figure.key,
      kind: "unscheduled",
      old_value: JSON.stringify(scheduled.value),
      new_value: null,
      effective_from: scheduled.effectiveFrom,
      source_name: null,
      source_url: null,
      note: "The change entered ahead was withdrawn.",
      changed_by: actor.by,
      changed_at: actor.now.toISOString(),
    });
  });
  return true;
}

/**
 * Puts in force every change whose day has come (Sydney). Each is taken out of the schedule by a
 * conditional delete, so when several workers try at once exactly one of them applies it. The figure
 * counts as checked on that day: the person who entered it read the new figure.
 */
export async function applyDueChanges(db: Kysely<Database>, now: Date): Promise<number> {
  const today = australianToday(now);
  const due = await db.selectFrom("figure_schedule").selectAll().where("effective_from", "<=", today).execute();
  let applied = 0;
  for (const change of due) {
    const done = await changeContent(db, async (trx) => {
      const taken = await trx
        .deleteFrom("figure_schedule")
        .where("figure_key", "=", change.figure_key)
        .where("scheduled_at", "=", change.scheduled_at)
        .executeTakeFirst();
      if (Number(taken.numDeletedRows) === 0) return false;
      const before = await trx.selectFrom("figures").select("value").where("key", "=", change.figure_key).executeTakeFirst();
      await trx
        .updateTable("figures")
        .set({
          value: change.value,
          source_name: change.source_name,
          source_url: change.source_url,
          source_dated: change.source_dated,
          checked_on: change.effective_from,
          effective_from: change.effective_from,
          updated_at: now.toISOString(),
          updated_by: change.scheduled_by,
        })
        .where("key", "=", change.figure_key)
        .execute();
      await addChange(trx, {
        figure_key: change.figure_key,
        kind: "changed",
        old_value: before?.value ?? null,
        new_value: change.value,
        effective_from: change.effective_from,
        source_name: change.source_name,
        source_url: change.source_url,
        note: change.note || "Entered ahead; took effect on its day.",
        changed_by: change.scheduled_by,
        changed_at: now.toISOString(),
      });
      return true;
    });
    if (done) applied += 1;
  }
  return applied;
}

/** A figure's history, newest first. */
export async function figureHistory(db: Kysely<Database>, key: string): Promise<FigureChange[]> {
  const rows = await db.selectFrom("figure_changes").selectAll().where("figure_key", "=", key).orderBy("changed_at", "desc").orderBy("id").execute();
  return rows.map(toChange);
}

/** What the public 'What changed' page, feed and API list: each change of a figure's value and each rule change, latest date of effect first. */
export async function publicChanges(db: Kysely<Database>, limit = 200): Promise<FigureChange[]> {
  const rows = await db
    .selectFrom("figure_changes")
    .selectAll()
    .where("kind", "in", ["changed", "rule"])
    .orderBy("effective_from", "desc")
    .orderBy("changed_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toChange);
}
