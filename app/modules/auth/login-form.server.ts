import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/lib/db-schema";
import { authenticatorCode } from "./authenticator-code";
import type { KnownDevice } from "./known-device.server";
import { completeSecondFactor, signInWithPassword } from "./sign-in.server";
import { lockedOutMessage } from "./throttle.server";

export const loginMessages = {
  invalid: "Invalid username or password.",
  invalidCode: "Invalid authentication code.",
  expired: "Signing in took too long. Please enter your username and password again.",
  busy: "Too many sign-in attempts at once. Please try again in a moment.",
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
} as const;

export type LoginStep = "password" | "code";

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

/** The login form: the password step (also when no step is posted) or the authenticator code step. */
export const loginSchema = z.preprocess(
  (input) => ({ ...(input as Record<string, unknown>), step: (input as Record<string, unknown>).step === "code" ? "code" : "password" }),
  z.discriminatedUnion("step", [
    z.object({
      step: z.literal("password"),
      username: text.pipe(z.string().trim().min(1, loginMessages.usernameRequired).max(200, loginMessages.invalid)),
      password: text.pipe(z.string().min(1, loginMessages.passwordRequired).max(1000, loginMessages.invalid)),
    }),
    z.object({ step: z.literal("code"), code: authenticatorCode }),
  ]),
);

export type LoginInput = z.output<typeof loginSchema>;

export type LoginOutcome =
  | { kind: "signed-in"; token: string; username: string }
  | { kind: "code-required"; pendingToken: string }
  | { kind: "refused"; step: LoginStep; status: 401 | 429; message: string; retryAfterSeconds?: number };

/** Checks a valid login form (either step); the route turns the outcome into its answer. */
export async function handleLogin(
  db: Kysely<Database>,
  input: LoginInput,
  context: { address: string; device?: KnownDevice; pendingToken?: string },
): Promise<LoginOutcome> {
  const client = { address: context.address, device: context.device };
  const result =
    input.step === "password"
      ? await signInWithPassword(db, { ...client, username: input.username, password: input.password })
      : await completeSecondFactor(db, { ...client, pendingToken: context.pendingToken, code: input.code });

  switch (result.outcome) {
    case "signed-in":
      return { kind: "signed-in", token: result.token, username: result.user.username };
    case "second-factor":
      return { kind: "code-required", pendingToken: result.token };
    case "locked":
      return { kind: "refused", step: input.step, status: 429, message: lockedOutMessage(result.retryAfterSeconds), retryAfterSeconds: result.retryAfterSeconds };
    case "busy":
      return { kind: "refused", step: input.step, status: 429, message: loginMessages.busy, retryAfterSeconds: result.retryAfterSeconds };
    case "expired":
      return { kind: "refused", step: "password", status: 401, message: loginMessages.expired };
    case "invalid":
      return { kind: "refused", step: input.step, status: 401, message: input.step === "code" ? loginMessages.invalidCode : loginMessages.invalid };
  }
}
