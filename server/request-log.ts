import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { logger } from "../app/lib/logger.server";

/**
 * One log line per request. Only the path is logged, never the query string: the checker's
 * no-JavaScript path carries a visitor's answers there, and they must not reach the logs.
 */
export const requestLog = pinoHttp({
  logger,
  quietReqLogger: true,
  autoLogging: { ignore: (req) => req.url === "/healthz" },
  serializers: {
    req: (req: { method: string; url: string; id: string | number }) => ({
      id: req.id,
      method: req.method,
      path: req.url.split("?")[0],
    }),
    res: (res: { statusCode: number }) => ({ status: res.statusCode }),
  },
  customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
    error || res.statusCode >= 500 ? "error" : "info",
});
