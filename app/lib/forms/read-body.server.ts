import { BODY_LIMITS, isUploadRoute, type BodyLimitName } from "~/lib/http/body-limits";
import { problemResponse, problems } from "~/lib/http/problem";

export interface ReadBodyOptions {
  /**
   * The entry of the body-limit table that applies. "upload" is honoured only on the upload routes
   * (see `isUploadRoute`), and those read their form only after `requireAdmin`; everywhere else the
   * public limit applies whatever is asked.
   */
  bodyLimit?: BodyLimitName;
}

/** The limit in bytes for this request. */
export function bodyLimitBytes(request: Request, name: BodyLimitName = "public"): number {
  return name === "upload" && isUploadRoute(new URL(request.url).pathname) ? BODY_LIMITS.upload : BODY_LIMITS.public;
}

/**
 * The request body, read as it streams in and refused with a thrown 413 problem as soon as the
 * declared length or the bytes received pass the limit: an oversized body is never held whole.
 * The rest of a refused body is left unread; the HTTP server discards it after the answer.
 */
export async function readBody(request: Request, options: ReadBodyOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const limit = bodyLimitBytes(request, options.bodyLimit);
  const tooLarge = () => problemResponse(problems.tooLarge(limit));
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      // Not cancelled: cancelling would tear down the connection before the 413 is sent.
      if (received > limit) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as text (UTF-8), within the limit. */
export async function readBodyText(request: Request, options: ReadBodyOptions = {}): Promise<string> {
  return new TextDecoder().decode(await readBody(request, options));
}

/**
 * A JSON body within the limit: `undefined` when there is none, a thrown 400 problem when it is
 * not JSON. Used by API routes, which answer problems as JSON.
 */
export async function readJson(request: Request, options: ReadBodyOptions = {}): Promise<unknown> {
  const text = await readBodyText(request, options);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw problemResponse(problems.malformedJson());
  }
}
