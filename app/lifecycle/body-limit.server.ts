import { BODY_LIMITS, bodyLimitName, isUploadRoute } from "~/lib/http/body-limits";
import { getAdminSession } from "~/modules/auth/require-admin.server";

export interface BodyLimitQuestion {
  /** The request's path. */
  pathname: string;
  /** The request's Cookie header, which may carry an administrator's session. */
  cookie: string | undefined;
}

/**
 * The largest body this request may send, decided before any of it is read: the public limit for
 * everyone, the upload limit only for a signed-in administrator on a route that uploads banners.
 * The session is looked up only for those routes. Asked by the HTTP server for every request with
 * a body (see server/request-body.ts).
 */
export async function bodyLimitFor(question: BodyLimitQuestion): Promise<number> {
  if (!isUploadRoute(question.pathname) || !question.cookie) return BODY_LIMITS.public;
  try {
    const session = await getAdminSession(new Request(`http://localhost${question.pathname}`, { headers: { cookie: question.cookie } }));
    return BODY_LIMITS[bodyLimitName(question.pathname, session !== undefined)];
  } catch {
    // Without a working session store nobody is signed in.
    return BODY_LIMITS.public;
  }
}
