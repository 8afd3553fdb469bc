import { getDb } from "~/lib/db.server";
import { privateRedirect } from "~/lib/http/private-page-headers";
import { getEnv } from "~/lib/env.server";
import { assertSameOrigin } from "./origin-check.server";
import { loginPathFor } from "./redirect-target";
import { readSessionToken } from "./session-cookie.server";
import { resolveSession } from "./session.server";

export interface AdminUser {
  id: string;
  username: string;
}

export interface AdminSession {
  user: AdminUser & { totpEnabled: boolean };
  token: string;
}

/** The signed-in administrator's session, or undefined (no cookie, unknown, expired or awaiting the code). */
export async function getAdminSession(request: Request): Promise<AdminSession | undefined> {
  const token = readSessionToken(request, getEnv().PUBLIC_URL);
  if (!token) return undefined;
  const session = await resolveSession(getDb(), token);
  if (!session || session.secondFactorPending) return undefined;
  return { user: session.user, token };
}

/**
 * The signed-in administrator, or a redirect to /login that remembers where the visitor was going.
 * Every non-GET request must also come from the site's own pages (403 otherwise), so a foreign page
 * cannot make an administrator's browser change anything. Call it in every admin loader and action, with
 * the route's `url` (the page's address: a data request's own address ends in `.data`).
 */
export async function requireAdmin(request: Request, url: URL): Promise<AdminUser> {
  assertSameOrigin(request, getEnv().PUBLIC_URL);
  const session = await getAdminSession(request);
  if (!session) throw privateRedirect(loginPathFor(url));
  return { id: session.user.id, username: session.user.username };
}
