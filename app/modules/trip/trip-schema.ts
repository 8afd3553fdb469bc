import { isTripValue } from "~/modules/eligibility/answer-parsers";
import { MINOR_PARAMETER, parseTrip, type ParsedTrip } from "./trip-query";

/** The server's reading of the trip in a query (the /check page, its kept-page key, the API): each value checked with zod. */
export function parseTripOnServer(params: URLSearchParams, today: string, ownPassport?: string): ParsedTrip {
  return parseTrip(params, today, ownPassport, isTripValue);
}

/**
 * The 'Is the traveller under 18?' answer alone, from a query (the no-JavaScript result's PDF and e-mail):
 * true for `yes`, false for `no`, undefined when absent or not one of the two (the first value counts).
 */
export function parseMinor(params: URLSearchParams): boolean | undefined {
  const value = params.get(MINOR_PARAMETER);
  return value !== null && isTripValue(MINOR_PARAMETER, value) ? value === "yes" : undefined;
}
