import { data } from "react-router";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

function originOf(value: string | null): string | undefined {
  if (!value || value === "null") return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request comes from the site's own pages. Accepted origins are the
 * public address (PUBLIC_URL) and the address the request was made to. Browsers send Origin with
 * every POST; when it is missing, a same-origin Referer or Sec-Fetch-Site: same-origin will do.
 * A request with none of them is refused: it cannot be told apart from a forged one.
 */
export function isSameOriginRequest(request: Request, publicUrl: string): boolean {
  const allowed = new Set([originOf(publicUrl), new URL(request.url).origin]);
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const parsed = originOf(origin);
    return parsed !== undefined && allowed.has(parsed);
  }
  const referer = originOf(request.headers.get("referer"));
  if (referer !== undefined) return allowed.has(referer);
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/** Refuses a non-GET request from a foreign origin with 403. */
export function assertSameOrigin(request: Request, publicUrl: string): void {
  if (isSafeMethod(request.method)) return;
  if (!isSameOriginRequest(request, publicUrl)) {
    throw data("This request did not come from this site's own pages and was refused.", { status: 403 });
  }
}
