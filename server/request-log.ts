import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { logger } from "../app/lib/logger.server";

/** Request ids, shared by both ways a request is logged, so no two lines of a process share one. */
let lastId = 0;
const nextId = () => (lastId = (lastId + 1) & 0x7fffffff);

/** Only the path is logged, never the query string (see `requestLog`). */
const pathOf = (url: string | undefined) => (url ?? "").split("?")[0];

/**
 * One log line per request. Only the path is logged, never the query string: the checker's
 * no-JavaScript path carries a visitor's answers there, and they must not reach the logs.
 */
export const requestLog = pinoHttp({
  logger,
  quietReqLogger: true,
  genReqId: () => nextId(),
  autoLogging: { ignore: (req) => req.url === "/healthz" },
  serializers: {
    req: (req: { method: string; url: string; id: string | number }) => ({
      id: req.id,
      method: req.method,
      path: pathOf(req.url),
    }),
    res: (res: { statusCode: number }) => ({ status: res.statusCode }),
  },
  customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
    error || res.statusCode >= 500 ? "error" : "info",
});

/**
 * The same line as `requestLog` writes, for a response the HTTP server has just written whole from memory
 * (a prerendered or kept page, never an error): written at once, without the child logger and the
 * listeners pino-http sets up per request, which cost as much as the answer itself.
 */
export function logAnswered(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
  if (!logger.isLevelEnabled("info")) return;
  const id = nextId();
  logger.info(
    { reqId: id, req: { id, method: req.method, path: pathOf(req.url) }, res: { status: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) },
    "request completed",
  );
}
