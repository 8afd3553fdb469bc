import { addDays } from "~/lib/calendar-date";

/**
 * When the two reminders go (decision record 047). Dates are calendar dates in Australia (Sydney's
 * calendar, as for the figures), compared as YYYY-MM-DD strings, so no time zone shifts a day:
 * - the apply-by reminder is due 7 days before the apply-by date, or at once when that day has come;
 * - the travel reminder is due 7 days before arrival, or at once when that day has come;
 * - each goes once. When the travel reminder is due before the apply-by one has gone, only the travel
 *   reminder goes (it names the apply-by date too): one message, not two in a row.
 * After the travel reminder the request is deleted.
 */
export const REMINDER_LEAD_DAYS = 7;

export type ReminderKind = "apply-by" | "travel";

/** Stage of a stored request: nothing sent yet, or the apply-by reminder queued. */
export const STAGE_NOTHING_SENT = 0;
export const STAGE_APPLY_BY_SENT = 1;

/** The day each reminder becomes due. */
export function reminderDueDates(dates: { applyBy: string; arrival: string }): Record<ReminderKind, string> {
  return { "apply-by": addDays(dates.applyBy, -REMINDER_LEAD_DAYS), travel: addDays(dates.arrival, -REMINDER_LEAD_DAYS) };
}

/** The reminder to send today for a stored request, or null when none is due. */
export function dueReminder(request: { applyBy: string; arrival: string; stage: number }, today: string): ReminderKind | null {
  const due = reminderDueDates(request);
  if (today >= due.travel) return "travel";
  if (request.stage === STAGE_NOTHING_SENT && today >= due["apply-by"]) return "apply-by";
  return null;
}
