/**
 * Problems: requests the site refuses or cannot serve, answered with a status, a short title and a
 * sentence a person can act on. The HTTP server sends them itself when it refuses a request before
 * the app sees it (server/problem-response.ts); inside the app they are thrown as `Response`s
 * (`problemResponse`), which React Router answers as they are on API routes and shows in the root
 * error boundary on pages. One catalogue, so both say the same thing.
 */
export interface Problem {
  status: number;
  /** Short heading, e.g. "Request Too Large". */
  title: string;
  /** One or two sentences a person can act on. */
  message: string;
  /** Extra headers such as Retry-After. */
  headers?: Record<string, string>;
}

import type { ProblemBody } from "./problem-body";

export { problemOf, type ProblemBody } from "./problem-body";

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const problems = {
  tooLarge: (limitBytes: number): Problem => ({
    status: 413,
    title: "Request Too Large",
    message: `The request body is larger than this address accepts (${formatBytes(limitBytes)}). Please send less data.`,
  }),
  malformedJson: (): Problem => ({
    status: 400,
    title: "Malformed Request",
    message: "The request body is not valid JSON.",
  }),
  malformedForm: (): Problem => ({
    status: 400,
    title: "Malformed Request",
    message: "The form data could not be read. Send it as application/x-www-form-urlencoded or multipart/form-data.",
  }),
  badRequest: (message: string): Problem => ({ status: 400, title: "Bad Request", message }),
  signInBusy: (): Problem => ({
    status: 429,
    title: "Too Many Attempts",
    message: "Too many sign-in attempts at once. Please try again in a moment.",
    headers: { "Retry-After": "1" },
  }),
  methodNotAllowed: (method: string): Problem => ({
    status: 405,
    title: "Method Not Allowed",
    message: `This site does not answer ${method.slice(0, 20)} requests.`,
  }),
  databaseUnavailable: (): Problem => ({
    status: 503,
    title: "We are sorry",
    message: "The site is briefly unavailable while we reconnect to our database. Please try again in a minute.",
    headers: { "Retry-After": "30" },
  }),
};

export function problemBody(problem: Problem): ProblemBody {
  return { error: { title: problem.title, message: problem.message } };
}

/**
 * A problem as a `Response` to throw from a loader, an action or anything they call. It is never
 * cached, and its JSON body is what API callers read and what the root error boundary shows.
 * It also reads well in logs (`cause` is what went wrong underneath, when there was something).
 */
export class ProblemResponse extends Response {
  constructor(
    readonly problem: Problem,
    readonly cause?: unknown,
  ) {
    super(JSON.stringify(problemBody(problem)), {
      status: problem.status,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...problem.headers },
    });
  }

  override toString(): string {
    const cause = this.cause instanceof Error ? ` (${this.cause.message})` : "";
    return `${this.problem.status} ${this.problem.title}: ${this.problem.message}${cause}`;
  }

  toJSON() {
    return { status: this.problem.status, title: this.problem.title, cause: this.cause instanceof Error ? this.cause.message : this.cause };
  }
}

export function problemResponse(problem: Problem, cause?: unknown): ProblemResponse {
  return new ProblemResponse(problem, cause);
}
