import pino, { type LoggerOptions } from "pino";
import { loggerSettings } from "./env.server";

const settings = loggerSettings();

/** Structured logs: JSON in production, readable lines in development. Secrets are redacted by path. */
const options: LoggerOptions = {
  level: settings.level,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"],
    censor: "[redacted]",
  },
  ...(settings.pretty ? { transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss" } } } : {}),
};

// In production lines reach stdout asynchronously: one synchronous write per request would cost a
// system call on every response. pino flushes whatever is still pending when the process exits.
export const logger = settings.asynchronous ? pino(options, pino.destination({ dest: 1, sync: false })) : pino(options);
