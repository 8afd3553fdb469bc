import { isRouteErrorResponse } from "react-router";

/** React Router's own refusal of a post whose Origin is not the site's (its CSRF check). */
const FOREIGN_ORIGIN = /does not match `origin` header|origin header from a forwarded action request/i;

/**
 * Why a request was refused, when the refusal is the expected answer to a client's mistake or a probe,
 * not a fault of the site: then it is logged in one line without a stack. Undefined otherwise.
 */
export function expectedRefusal(error: unknown): string | undefined {
  if (isRouteErrorResponse(error) && error.status < 500) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && FOREIGN_ORIGIN.test(error.message)) return "post from a foreign origin";
  return undefined;
}
