import { redirect } from "react-router";

export interface AdminUser {
  id: string;
  username: string;
}

/**
 * The signed-in administrator, or a redirect to /login that remembers where the visitor was going.
 * Until sign-in exists nobody is an administrator.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
