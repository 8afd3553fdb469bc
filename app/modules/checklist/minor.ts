import { z } from "~/lib/zod";
import { MINOR_PARAMETER } from "./minor-query";

export { MINOR_PARAMETER, minorQuery, withMinor } from "./minor-query";

const minorSchema = z.enum(["yes", "no"]);

/**
 * The 'Is the traveller under 18?' answer from a query (the no-JavaScript result, its PDF and e-mail, the
 * API): true for `yes`, false for `no`, undefined when absent or not one of the two (the first value counts).
 */
export function parseMinor(params: URLSearchParams): boolean | undefined {
  const parsed = minorSchema.safeParse(params.get(MINOR_PARAMETER));
  return parsed.success ? parsed.data === "yes" : undefined;
}
