import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { problems, sendProblem } from "./problem-response";

const MiB = 1024 * 1024;

/** Largest body any public form or API route accepts. */
export const DEFAULT_BODY_LIMIT = 1 * MiB;

/**
 * Larger limits by path prefix. The admin area saves pages whose content may carry inline images
 * and uploads banner images, so it gets room for those.
 */
export const BODY_LIMITS_BY_PREFIX: { prefix: string; bytes: number }[] = [{ prefix: "/admin/", bytes: 12 * MiB }];

/**
 * After answering 413 the server keeps reading (and discarding) this much more, so ordinary clients
 * still see the answer instead of a reset connection; beyond it the connection is cut.
 */
const DRAIN_ALLOWANCE = 16 * MiB;

export function bodyLimitFor(path: string): number {
  return BODY_LIMITS_BY_PREFIX.find((entry) => path.startsWith(entry.prefix))?.bytes ?? DEFAULT_BODY_LIMIT;
}

const hasBody = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers["content-length"];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/** Cuts the connection once a refused body has sent more than the drain allowance. */
function drainRefusedBody(req: IncomingMessage, limit: number, alreadyRead: number) {
  let read = alreadyRead;
  req.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > limit + DRAIN_ALLOWANCE) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads the request body into `res.locals.body` (a Buffer), refusing it with 413 as soon as the
 * declared Content-Length or the bytes actually streamed pass the route's limit. JSON bodies are
 * parsed once here, so malformed JSON gets a clear 400 wherever it is sent.
 */
export const readRequestBody: RequestHandler = (req, res, next) => {
  if (!hasBody(req.method)) return next();
  const limit = bodyLimitFor(req.path);
  const length = declaredLength(req);
  if (length !== undefined && length > limit) {
    if (length > limit + DRAIN_ALLOWANCE) res.setHeader("Connection", "close");
    else drainRefusedBody(req, limit, 0);
    return sendProblem(req, res, problems.tooLarge(limit));
  }

  const chunks: Buffer[] = [];
  let received = 0;
  let refused = false;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) {
      refused = true;
      req.off("data", onData);
      req.off("end", onEnd);
      chunks.length = 0;
      drainRefusedBody(req, limit, received);
      sendProblem(req, res, problems.tooLarge(limit));
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    if (refused) return;
    const body = Buffer.concat(chunks, received);
    res.locals.body = body;
    if (body.length > 0 && (req.is("application/json") || req.is("+json")) && !isJson(body)) {
      return sendProblem(req, res, problems.malformedJson());
    }
    next();
  };
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", (error) => {
    if (!refused) next(error);
  });
};

function isJson(body: Buffer): boolean {
  try {
    JSON.parse(body.toString("utf8"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Clients that send `Expect: 100-continue` wait for the server's go-ahead before uploading; a body
 * declared too large is refused then, before a byte of it travels.
 */
export function refuseOversizedExpectContinue(server: Server): void {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    const length = declaredLength(req);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (length !== undefined && length > bodyLimitFor(path)) {
      const problem = problems.tooLarge(bodyLimitFor(path));
      res.writeHead(413, { "Content-Type": "application/json", Connection: "close", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ error: { title: problem.title, message: problem.message } }));
      return;
    }
    res.writeContinue();
    server.emit("request", req, res);
  });
}
