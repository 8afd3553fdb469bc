import type { OutgoingHttpHeader } from "node:http";
import type { RequestHandler } from "express";

/**
 * The headers a middleware sets for a request to `path` with these `res.locals`, as a flat name/value list
 * for `writeHead`. Responses whose headers never change (a prerendered page, a cached page) work them out
 * once with the same middleware every other response goes through, instead of running it per request.
 */
export function recordHeaders(middleware: RequestHandler, path: string, locals: Record<string, unknown>): string[] {
  const recorded = new Map<string, string>();
  const response = {
    locals,
    setHeader(name: string, value: OutgoingHttpHeader) {
      recorded.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      return response;
    },
    removeHeader(name: string) {
      recorded.delete(name);
    },
    getHeader: (name: string) => recorded.get(name),
  };
  let finished = false;
  middleware({ headers: {}, url: path, method: "GET" } as never, response as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("the security headers middleware must finish synchronously");
  return [...recorded].flat();
}
