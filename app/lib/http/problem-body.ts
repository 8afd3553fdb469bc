/** The JSON body of a problem (app/lib/http/problem.ts): `{ error: { title, message } }`. */
export interface ProblemBody {
  error: { title: string; message: string };
}

/**
 * The title and message of a problem thrown as a response, read back from a route error's data.
 * Kept apart from the catalogue so the root error boundary adds next to nothing to every page.
 */
export function problemOf(data: unknown): ProblemBody["error"] | undefined {
  if (typeof data !== "object" || data === null || !("error" in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return undefined;
  const { title, message } = error as Record<string, unknown>;
  return typeof title === "string" && typeof message === "string" ? { title, message } : undefined;
}
