export const DEFAULT_ADMIN_PATH = "/admin/dashboard";

/** The admin area: everything under /admin, and the two admin pages whose addresses sit outside it (/email-template, /test-sender). */
function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/email-template" || pathname === "/test-sender";
}

/**
 * Where to send an administrator after signing in. The remembered value is resolved with the URL parser
 * against the site's own origin, exactly as a browser would resolve it (dot segments, backslashes and
 * percent-encoded dots included), and accepted only when the result stays on that origin inside the admin
 * area. What is sent on is the parsed path, never the raw value: `/.//host` becomes `//host`, which is
 * not an admin path, so it falls back to the dashboard instead of leaving the site.
 */
export function safeRedirectPath(value: unknown, siteOrigin = "http://site.invalid", fallback = DEFAULT_ADMIN_PATH): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(siteOrigin).origin || !isAdminPath(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The login address that remembers where the visitor was going. */
export function loginPathFor(url: URL): string {
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}
