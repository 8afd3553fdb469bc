/**
 * The 'Is the traveller under 18?' answer as a result's links carry it. No zod here: the result view in
 * the browser writes links with it, and the answer is read on the server (minor.ts).
 */

/** The query parameter of the optional answer: `minor=yes` or `minor=no`. */
export const MINOR_PARAMETER = "minor";

/** The answer as the query carries it, for links back to the same result. */
export function minorQuery(minor: boolean | undefined): string {
  return minor === undefined ? "" : `${MINOR_PARAMETER}=${minor ? "yes" : "no"}`;
}

/** A path to a result (a query already in it) with the answer added where one was given. */
export function withMinor(path: string, minor: boolean | undefined): string {
  const query = minorQuery(minor);
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}
