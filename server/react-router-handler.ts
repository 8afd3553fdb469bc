import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { problems, sendProblem, type Problem } from "./problem-response";

export interface ReactRouterHandlerOptions {
  /** React Router's fetch-style handler (`createRequestHandler(build, mode)` from react-router). */
  handleRequest: (request: globalThis.Request, loadContext: AppLoadContext) => Promise<globalThis.Response>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Whether the database answers; asked only when the app has failed a request. */
  isDatabaseReachable: () => Promise<boolean>;
}

/**
 * Express adapter for React Router (the same steps as @react-router/express), with one addition:
 * when the app answers 5xx, the server works out whether the cause is one it can name precisely —
 * a form body that cannot be read (400) or an unreachable database (503) — and answers that instead
 * of a generic error page.
 */
export function reactRouterHandler(options: ReactRouterHandlerOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res);
      if (!request) return sendProblem(req, res, problems.badRequest("The Host header of the request is not valid."));
      const response = await options.handleRequest(request, options.getLoadContext(req, res));
      if (response.status >= 500) {
        const problem = await explainServerError(req, res, options);
        if (problem) {
          await response.body?.cancel();
          return sendProblem(req, res, problem);
        }
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function explainServerError(
  req: ExpressRequest,
  res: ExpressResponse,
  options: ReactRouterHandlerOptions,
): Promise<Problem | undefined> {
  const body = res.locals.body as Buffer | undefined;
  if (body && !(await isReadableForm(req, body))) return problems.malformedForm();
  if (!(await options.isDatabaseReachable())) return problems.databaseUnavailable();
  return undefined;
}

/** Whether the body can be read as form data, the way a route action reads it. */
async function isReadableForm(req: ExpressRequest, body: Buffer): Promise<boolean> {
  // The JSON API reads its own bodies (JSON was checked on arrival); everywhere else a form is expected.
  if (req.path.startsWith("/api/")) return true;
  try {
    await new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": req.get("content-type") ?? "" },
      body: new Uint8Array(body),
    }).formData();
    return true;
  } catch {
    return false;
  }
}

function toFetchHeaders(source: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(source)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): globalThis.Request | undefined {
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const hostPort = req.get("host")?.split(":")[1];
  const port = [forwardedHost, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  } catch {
    return undefined;
  }

  let controller: AbortController | undefined = new AbortController();
  res.on("finish", () => (controller = undefined));
  res.on("close", () => controller?.abort());
  const body = res.locals.body as Buffer | undefined;
  return new Request(url.href, {
    method: req.method,
    headers: toFetchHeaders(req.headers),
    signal: controller.signal,
    ...(body && req.method !== "GET" && req.method !== "HEAD" ? { body: new Uint8Array(body) } : {}),
  });
}

async function sendResponse(res: ExpressResponse, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
