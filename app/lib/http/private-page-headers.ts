/**
 * The headers of a page that answers a person's own form post: what the action set (a Retry-After on a
 * limit), and `no-store` so no cache keeps it. For a route's `headers` export, which decides the headers
 * of a page rendered without JavaScript.
 */
export function privatePageHeaders(actionHeaders: Headers): Headers {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
}

/** For a route's `headers` export on a page that shows one person's data (an order, a checkout). */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * A redirect whose target depends on the session or on one person's data (signed out to /login, signed
 * in away from it, a checkout to its result). No cache may keep it: a browser that replayed a stored
 * "signed out, go to /login" after signing in would loop between the two pages.
 */
export function privateRedirect(url: string, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Location", url);
  headers.set("Cache-Control", "no-store");
  return new Response(null, { status: init.status ?? 302, headers });
}
