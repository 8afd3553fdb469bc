import { z } from "zod";

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
  MAIL_FROM: optionalString,
  SUPPORT_EMAIL: optionalString.refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: "must be an e-mail address",
  }),
});

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_URL" | "MAIL_FROM" | "SUPPORT_EMAIL" | "DATA_DIR"> & {
  PUBLIC_URL: string;
  MAIL_FROM: string;
  SUPPORT_EMAIL: string;
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
  return {
    ...env,
    DATA_DIR: env.DATA_DIR ?? "./data",
    MAIL_FROM: env.MAIL_FROM ?? "Australia Visa Check <no-reply@localhost>",
    SUPPORT_EMAIL: env.SUPPORT_EMAIL ?? "support@example.com",
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}

let cached: Env | undefined;

/** The validated configuration of this process, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
