/**
 * The admin session cookie: HttpOnly, SameSite=Lax, Path=/; under https also Secure with the
 * `__Host-` prefix (the browser then refuses it from any subdomain or insecure page).
 */
export function sessionCookieName(publicUrl: string): string {
  return isHttps(publicUrl) ? "__Host-admin_session" : "admin_session";
}

function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith("https:");
}

function attributes(publicUrl: string): string {
  return `Path=/; HttpOnly; SameSite=Lax${isHttps(publicUrl) ? "; Secure" : ""}`;
}

/** Set-Cookie for a new session. No Max-Age: the cookie ends with the browser; the server ends the session earlier. */
export function serializeSessionCookie(token: string, publicUrl: string): string {
  return `${sessionCookieName(publicUrl)}=${token}; ${attributes(publicUrl)}`;
}

/** Set-Cookie that removes the session cookie. */
export function serializeClearedSessionCookie(publicUrl: string): string {
  return `${sessionCookieName(publicUrl)}=; ${attributes(publicUrl)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The session token from the request's Cookie header, if any. */
export function readSessionToken(request: Request, publicUrl: string): string | undefined {
  return readCookie(request, sessionCookieName(publicUrl));
}

/** One cookie's value from the request's Cookie header; undefined when absent or empty. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value === "" ? undefined : value;
    }
  }
  return undefined;
}
