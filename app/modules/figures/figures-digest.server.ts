import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { operatorInbox } from "~/modules/business/identity.server";
import { siteMailFrame } from "~/modules/mail/frame.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { getEnv } from "~/lib/env.server";
import { australianToday } from "~/lib/calendar-date";
import { figuresDigest } from "./figures-digest";
import type { FigureRecord } from "./figures-store.server";
import { statusOf } from "./figure-status";

/** The Monday of the week of `today` (YYYY-MM-DD): one digest per week, whichever worker sends it. */
export function weekOf(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * While any figure needs checking, one message a week (Sydney weeks, from Monday) goes to the support
 * mailbox through the outbox. Its dedupe key names the week, so workers trying together queue it once.
 */
export async function sendFiguresDigestIfDue(db: Kysely<Database>, figures: readonly FigureRecord[], now: Date): Promise<boolean> {
  const today = australianToday(now);
  const months = getEnv().FIGURES_CHECK_AFTER_MONTHS;
  const due = figures.flatMap((figure) => {
    const { reason } = statusOf(figure, today, months);
    return reason ? [{ figure, reason }] : [];
  });
  if (due.length === 0) return false;
  const content = figuresDigest(siteMailFrame(now), due, months);
  const { created } = await enqueueMail(db, { to: operatorInbox(), ...content }, { dedupeKey: `figures-digest-${weekOf(today)}`, now });
  return created;
}
