import { emailAddress } from "~/lib/forms/fields";
import { z } from "~/lib/zod";
import { isCalendarDate } from "~/lib/calendar-date";
import { visas, type VisaId } from "~/modules/eligibility/visas";
import { isSitePath } from "./reminder-paths";

/**
 * The 'Remind me' form as the server checks it. Every message is a message id; the action words it in
 * the page's language. `today` is Australia's date, so "in the future" means in Australian time.
 */
export const REMINDER_ERRORS = {
  emailRequired: "reminder.error.email-required",
  emailInvalid: "reminder.error.email-invalid",
  dates: "reminder.error.dates",
  order: "reminder.error.order",
  past: "reminder.error.past",
} as const;

const visaIds = Object.keys(visas) as [VisaId, ...VisaId[]];

const calendarDate = z.string({ message: REMINDER_ERRORS.dates }).trim().refine(isCalendarDate, REMINDER_ERRORS.dates);

/** A link back to the page the form was on: a path of this site only, never another site. */
const backPath = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value && isSitePath(value) ? value : undefined));

export function reminderSchema(today: string) {
  return z
    .object({
      email: emailAddress({ required: REMINDER_ERRORS.emailRequired, invalid: REMINDER_ERRORS.emailInvalid }),
      applyBy: calendarDate,
      arrival: calendarDate,
      visa: z.enum(visaIds, { message: REMINDER_ERRORS.dates }),
      back: backPath,
    })
    .superRefine((form, context) => {
      if (form.arrival <= today) context.addIssue({ code: "custom", path: ["arrival"], message: REMINDER_ERRORS.past });
      else if (form.applyBy > form.arrival) context.addIssue({ code: "custom", path: ["applyBy"], message: REMINDER_ERRORS.order });
    });
}

export type ReminderInput = z.output<ReturnType<typeof reminderSchema>>;
