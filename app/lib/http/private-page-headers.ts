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
