import { z } from "~/lib/zod";
import { isPassportAnswer } from "~/modules/eligibility/passports";
import { isCalendarDate } from "~/lib/calendar-date";
import { parseTrip, type ParsedTrip, type TripValueChecks } from "./trip-query";

/** The trip's values as the server checks them: each a zod schema. */
export const tripValueSchemas = {
  date: z.string().refine(isCalendarDate, "must be a calendar date written YYYY-MM-DD"),
  passport: z.string().refine(isPassportAnswer, "must be an offered passport code"),
  minor: z.enum(["yes", "no"]),
} as const;

const zodChecks: TripValueChecks = {
  date: (value) => tripValueSchemas.date.safeParse(value).success,
  passport: (value) => tripValueSchemas.passport.safeParse(value).success,
  minor: (value): value is "yes" | "no" => tripValueSchemas.minor.safeParse(value).success,
};

/** The server's reading of the trip in a query (the /check page, its kept-page key, the API). */
export function parseTripOnServer(params: URLSearchParams, today: string, ownPassport?: string): ParsedTrip {
  return parseTrip(params, today, ownPassport, zodChecks);
}
