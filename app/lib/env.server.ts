import { z } from "zod";
import { isValidAbn } from "./abn";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], example: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );

/** pino's levels; `silent` turns logging off. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const logLevel = z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` });

/** A whole number of at least `min` (and at most `max`), with a default. */
const count = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: optionalString,
  PUBLIC_URL: urlWithProtocols(["http:", "https:"], "https://visa.example.com"),
  DATA_DIR: optionalString,
  DATABASE_URL: urlWithProtocols(["postgres:", "postgresql:"], "postgres://user:pass@host:5432/db"),
  SESSION_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: "must be at least 32 characters",
  }),
  ADMIN_USERNAME: optionalString.refine((value) => value === undefined || /^[A-Za-z0-9_.@-]{3,64}$/.test(value), {
    message: "must be 3-64 letters, digits or . _ @ -",
  }),
  ADMIN_PASSWORD: optionalString.refine((value) => value === undefined || value.length >= 12, {
    message: "must be at least 12 characters",
  }),
  STRIPE_SECRET_KEY: optionalString.refine((value) => value === undefined || /^(sk|rk)_(test|live)_\w+$/.test(value), {
    message: "must be a Stripe secret key (sk_test_... or sk_live_...)",
  }),
  STRIPE_WEBHOOK_SECRET: optionalString.refine((value) => value === undefined || value.startsWith("whsec_"), {
    message: "must be a Stripe webhook signing secret (whsec_...)",
  }),
  STRIPE_API_BASE: urlWithProtocols(["http:", "https:"], "http://127.0.0.1:12111"),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:pass@mail.example.com:587"),
  MAIL_FROM: optionalString.refine((value) => value === undefined || /^([^<>]*<)?[^\s<>@]+@[^\s<>@]+>?$/.test(value), {
    message: 'must be an e-mail address, optionally with a name: "Name <address@example.com>"',
  }),
  SUPPORT_EMAIL: optionalString.refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: "must be an e-mail address",
  }),
  /** Who runs the site, printed in the footer, legal pages, receipts and e-mails (all or none). */
  BUSINESS_NAME: optionalString,
  BUSINESS_ABN: optionalString.refine((value) => value === undefined || isValidAbn(value), {
    message: "must be an 11-digit Australian Business Number whose check digits are right",
  }),
  BUSINESS_ADDRESS: optionalString,
  /** "yes" when the business is registered for GST: receipts then show the GST included in the price. */
  BUSINESS_GST_REGISTERED: optionalString.refine((value) => value === undefined || value === "yes" || value === "no", {
    message: 'must be "yes" or "no"',
  }),
  /**
   * How many reverse proxies stand in front of the app and append to X-Forwarded-For. 0 (the
   * default) trusts none: the client is the socket's peer and forwarding headers are ignored.
   */
  TRUST_PROXY: z.coerce
    .number({ message: "must be the number of reverse proxies in front of the app (0, 1, 2...)" })
    .int("must be the number of reverse proxies in front of the app (0, 1, 2...)")
    .min(0, "must be the number of reverse proxies in front of the app (0, 1, 2...)")
    .max(16, "must be the number of reverse proxies in front of the app (0, 1, 2...)")
    .default(0),
  /** Password hashes computed at once (each takes a worker thread and 128 MiB for a moment). */
  LOGIN_HASH_CONCURRENCY: count(1, 8, 1),
  /** Sign-in attempts that may wait for a hashing slot; more are answered 429 at once. */
  LOGIN_HASH_QUEUE: count(0, 1000, 16),
  /** Posts one client may make to one public form (contact, booking, checkout, result mail, visitor count) per 10 minutes. */
  PUBLIC_FORM_LIMIT_PER_CLIENT: count(1, 10_000, 10),
  /** The shared allowance of one public form per hour, split by network and provider block (app/modules/rate-limits). */
  PUBLIC_FORM_LIMIT_SITE: count(1, 1_000_000, 300),
  /** How many months a figure the site quotes may go unchecked before it is flagged as needing a check. */
  FIGURES_CHECK_AFTER_MONTHS: count(1, 60, 6),
  /**
   * How many worker processes `npm run serve` starts (server/cluster.ts). Unset: one per CPU core on
   * PostgreSQL, one on SQLite (one process owns the SQLite file; see docs/decisions/014).
   */
  WEB_CONCURRENCY: z.coerce
    .number({ message: "must be the number of worker processes (1, 2, 3...)" })
    .int("must be the number of worker processes (1, 2, 3...)")
    .min(1, "must be the number of worker processes (1, 2, 3...)")
    .max(256, "must be the number of worker processes (1, 2, 3...)")
    .optional(),
  /** pino log level; unset means `info` (and `silent` under the test runner). */
  LOG_LEVEL: logLevel.optional(),
});

/** A real installation names who runs it; these go together, and a partial set is refused. */
export const BUSINESS_VARIABLES = ["BUSINESS_NAME", "BUSINESS_ABN", "BUSINESS_ADDRESS", "SUPPORT_EMAIL", "MAIL_FROM"] as const;

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_URL" | "DATA_DIR"> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses and validates the configuration; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value means "use the default", as in .env.example.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = result.data;
  // A single client may post PER_CLIENT every 10 minutes: six windows an hour must stay below the shared limit.
  if (env.PUBLIC_FORM_LIMIT_PER_CLIENT * 6 >= env.PUBLIC_FORM_LIMIT_SITE) {
    throw new EnvError(["PUBLIC_FORM_LIMIT_SITE: must be more than six times PUBLIC_FORM_LIMIT_PER_CLIENT, so no single client can use it up"]);
  }
  // SUPPORT_EMAIL alone may route contact messages on a demo installation; a business name, ABN or
  // address without the rest would print half an identity, so it is refused.
  if (env.BUSINESS_NAME || env.BUSINESS_ABN || env.BUSINESS_ADDRESS) {
    const missing = BUSINESS_VARIABLES.filter((name) => env[name] === undefined);
    if (missing.length) throw new EnvError(missing.map((name) => `${name}: must be set with the other business details`));
  }
  return {
    ...env,
    DATA_DIR: env.DATA_DIR ?? "./data",
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}

let cached: Env | undefined;

/**
 * How the logger is set up. Read once when the logger module loads, before the whole configuration
 * is validated (a bad LOG_LEVEL is reported by `parseEnv` at start-up, so here it falls back).
 */
export function loggerSettings(source: Record<string, string | undefined> = process.env): {
  level: LogLevel;
  pretty: boolean;
  asynchronous: boolean;
} {
  const production = source.NODE_ENV === "production";
  const test = source.NODE_ENV === "test" || source.VITEST === "true";
  const level = logLevel.safeParse(source.LOG_LEVEL?.trim());
  return {
    level: level.success ? level.data : test ? "silent" : "info",
    pretty: !production && !test,
    asynchronous: production,
  };
}

/** The validated configuration of this process, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
