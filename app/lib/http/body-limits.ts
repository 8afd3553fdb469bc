/**
 * The one table of request body limits. The HTTP server applies it to the declared length of every
 * request once it knows who is asking (anonymous or a signed-in administrator), and `readBody` /
 * `parseForm` apply it to the bytes actually streamed. Nothing else reads a body.
 */
import { matchPage } from "~/lib/site/page-queries";

const MiB = 1024 * 1024;

export const BODY_LIMITS = {
  /** Every form and API call, and every request from someone who is not a signed-in administrator. */
  public: 1 * MiB,
  /**
   * A signed-in administrator's form that carries pictures: a page's banner (at most 5 MB) and content with
   * inline images (at most 4 MB), or an agent's photo (at most 5 MB), plus the multipart framing.
   */
  upload: 10 * MiB,
} as const;

export type BodyLimitName = keyof typeof BODY_LIMITS;

/**
 * The route path without React Router's data suffix of client-side requests, or a trailing slash. The
 * router asks for `/a/b` as `/a/b.data`, and for `/a/b/` (and the root `/`) as `/a/b/_.data`.
 */
export function routePath(pathname: string): string {
  const suffix = pathname.endsWith("/_.data") ? "_.data" : pathname.endsWith(".data") ? ".data" : "";
  const path = pathname.slice(0, pathname.length - suffix.length);
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Whether the page registry gives this path the upload limit (the admin forms that carry pictures). */
export function isUploadRoute(pathname: string): boolean {
  return matchPage(routePath(pathname))?.page.bodyLimit === "upload";
}

/** Which limit applies: the large one only to a signed-in administrator on an upload route. */
export function bodyLimitName(pathname: string, signedInAdmin: boolean): BodyLimitName {
  return signedInAdmin && isUploadRoute(pathname) ? "upload" : "public";
}
