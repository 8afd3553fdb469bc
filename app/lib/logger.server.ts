import pino, { type LoggerOptions } from "pino";

const isProduction = process.env.NODE_ENV === "production";
const isTest = process.env.NODE_ENV === "test" || process.env.VITEST === "true";

/** Structured logs: JSON in production, readable lines in development. Secrets are redacted by path. */
const options: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (isTest ? "silent" : "info"),
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"],
    censor: "[redacted]",
  },
  ...(isProduction || isTest
    ? {}
    : { transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss" } } }),
};

// In production lines reach stdout asynchronously: one synchronous write per request would cost a
// system call on every response. pino flushes whatever is still pending when the process exits.
export const logger = isProduction ? pino(options, pino.destination({ dest: 1, sync: false })) : pino(options);
