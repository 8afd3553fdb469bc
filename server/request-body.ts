import type { AppLifecycle } from "../app/lifecycle/app-lifecycle";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { BODY_LIMITS } from "../app/lib/http/body-limits";
import { problemBody, problems } from "../app/lib/http/problem";
import { sendProblem } from "./problem-response";

/** Asks the app which body limit applies (it depends on the administrator's session; see app/lifecycle/body-limit.server.ts). */
export type BodyLimitResolver = AppLifecycle["bodyLimitFor"];

/**
 * After answering 413 to an administrator's upload the server keeps reading (and discarding) this much
 * more, so the browser still shows the answer instead of a reset connection; beyond it the connection is
 * cut.
 */
const DRAIN_ALLOWANCE = 16 * 1024 * 1024;
/**
 * Anyone else's oversized body is read only this far: no public form comes near the public limit, and
 * reading a flood of large anonymous bodies to the end would keep the process from answering anyone
 * else (decision record 040).
 */
const PUBLIC_DRAIN_ALLOWANCE = 256 * 1024;

const drainAllowanceFor = (limit: number) => (limit > BODY_LIMITS.public ? DRAIN_ALLOWANCE : PUBLIC_DRAIN_ALLOWANCE);

function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers["content-length"];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isFinite(length) ? length : undefined;
}

const pathOf = (req: IncomingMessage) => (req.url ?? "/").split("?")[0] ?? "/";

/**
 * The limit for a body declared this long, or undefined when it is within the public limit, the
 * smallest there is (then nobody needs to be asked).
 */
async function limitIfExceeded(req: IncomingMessage, resolveLimit: BodyLimitResolver): Promise<number | undefined> {
  const length = declaredLength(req);
  if (length === undefined || length <= BODY_LIMITS.public) return undefined;
  const limit = await resolveLimit({ pathname: pathOf(req), cookie: req.headers.cookie });
  return length > limit ? limit : undefined;
}

/** Reads and discards a refused body, cutting the connection once it passes the drain allowance. */
function drainRefusedBody(req: IncomingMessage, limit: number) {
  let read = 0;
  req.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > limit + drainAllowanceFor(limit)) req.socket.destroy();
  });
  req.resume();
}

/**
 * Refuses, before a byte of it is read, a body whose declared Content-Length passes the limit for
 * this request (413). The limit is chosen after the session is known, so only a signed-in
 * administrator may send a large upload; anonymous requests get the public limit everywhere.
 * Bodies are not read here: they stream on to the app, whose `readBody`/`parseForm` count the bytes
 * actually received against the same table (which catches bodies sent without a length).
 */
export function requestBodyGate(resolveLimit: BodyLimitResolver): RequestHandler {
  return async (req, res, next) => {
    const limit = await limitIfExceeded(req, resolveLimit);
    if (limit === undefined) return next();
    if ((declaredLength(req) ?? 0) > limit + drainAllowanceFor(limit)) res.setHeader("Connection", "close");
    else drainRefusedBody(req, limit);
    sendProblem(req, res, problems.tooLarge(limit));
  };
}

/**
 * Clients that send `Expect: 100-continue` wait for the server's go-ahead before uploading; a body
 * declared too large is refused then, before it travels.
 */
export function refuseOversizedExpectContinue(server: Server, resolveLimit: BodyLimitResolver): void {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    void limitIfExceeded(req, resolveLimit)
      .catch(() => BODY_LIMITS.public)
      .then((limit) => {
        if (limit === undefined) {
          res.writeContinue();
          server.emit("request", req, res);
          return;
        }
        res.writeHead(413, { "Content-Type": "application/json", Connection: "close", "Cache-Control": "no-store" });
        res.end(JSON.stringify(problemBody(problems.tooLarge(limit))));
      });
  });
}
