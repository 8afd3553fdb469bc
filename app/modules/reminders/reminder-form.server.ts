import type { FieldErrors, FormNotice } from "~/lib/forms/reply";
import { isCalendarDate } from "~/lib/calendar-date";
import type { Translate } from "~/modules/i18n/i18n";
import { visas, type VisaId } from "~/modules/eligibility/visas";
import { REMINDER_ERRORS } from "./reminder-input";
import { isSitePath } from "./reminder-paths";

/** What the form carries besides the address, when it makes sense (for the page holding the form, and the way back). */
export interface ReminderFormQuery {
  applyBy: string;
  arrival: string;
  visa: VisaId;
  back?: string;
}

export function reminderFormQuery(values: Record<string, string | undefined>): ReminderFormQuery | null {
  const { applyBy = "", arrival = "", visa = "", back } = values;
  if (!isCalendarDate(applyBy) || !isCalendarDate(arrival) || !Object.hasOwn(visas, visa)) return null;
  return { applyBy, arrival, visa: visa as VisaId, ...(back && isSitePath(back) ? { back } : {}) };
}

/** The schema's messages, each in the page's language. */
const schemaMessages: Readonly<Record<string, (t: Translate) => string>> = {
  [REMINDER_ERRORS.emailRequired]: (t) => t("reminder.error.email-required"),
  [REMINDER_ERRORS.emailInvalid]: (t) => t("reminder.error.email-invalid"),
  [REMINDER_ERRORS.dates]: (t) => t("reminder.error.dates"),
  [REMINDER_ERRORS.order]: (t) => t("reminder.error.order"),
  [REMINDER_ERRORS.past]: (t) => t("reminder.error.past"),
};

export function translateReminderErrors(fieldErrors: FieldErrors, t: Translate): FieldErrors {
  // Anything else the schema says (a field it never names) reads as 'the dates are not valid'.
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, id]) => [field, id && (schemaMessages[id] ?? schemaMessages[REMINDER_ERRORS.dates])?.(t)]));
}

/**
 * The toast (and, without JavaScript, the page's heading and text) of a refused form: a problem with the
 * dates first, since the traveller cannot fix it in this form; else the address's.
 */
export function reminderFormProblem(fieldErrors: FieldErrors, t: Translate): FormNotice {
  const translated = translateReminderErrors(fieldErrors, t);
  const message = translated.arrival ?? translated.applyBy ?? translated.visa ?? translated.email ?? t("reminder.error.dates");
  return { title: t("reminder.error.title"), message };
}
