export const DEFAULT_ADMIN_PATH = "/admin/dashboard";

/**
 * Where to send an administrator after signing in: the remembered path when it is a path on this
 * site (never another host, never back to /login or /logout), else the dashboard.
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_ADMIN_PATH): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  // "//host" and "/\host" are read by browsers as another host.
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://site.invalid") return fallback;
  if (url.pathname === "/login" || url.pathname === "/logout") return fallback;
  return url.pathname + url.search + url.hash;
}

/** The login address that remembers where the visitor was going. */
export function loginPathFor(url: URL): string {
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}
