import { isCalendarDate } from "~/lib/calendar-date";
import { isAnswerValue, type ValueSet } from "./answer-schema";

/** Whether a value is one the set offers, a calendar date included (the trip's dates). */
export function isInValueSet(set: ValueSet, value: string): boolean {
  return set.kind === "date" ? isCalendarDate(value) : isAnswerValue(set, value);
}
