import { z } from "~/lib/zod";

/** The query parameter of the optional 'Is the traveller under 18?' answer: `minor=yes` or `minor=no`. */
export const MINOR_PARAMETER = "minor";

const minorSchema = z.enum(["yes", "no"]);

/**
 * The 'Is the traveller under 18?' answer from a query (the no-JavaScript result, its PDF and e-mail, the
 * API): true for `yes`, false for `no`, undefined when absent or not one of the two (the first value counts).
 */
export function parseMinor(params: URLSearchParams): boolean | undefined {
  const parsed = minorSchema.safeParse(params.get(MINOR_PARAMETER));
  return parsed.success ? parsed.data === "yes" : undefined;
}

/** The answer as the query carries it, for links back to the same result. */
export function minorQuery(minor: boolean | undefined): string {
  return minor === undefined ? "" : `${MINOR_PARAMETER}=${minor ? "yes" : "no"}`;
}

/** A path to a result (a query already in it) with the answer added where one was given. */
export function withMinor(path: string, minor: boolean | undefined): string {
  const query = minorQuery(minor);
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}
