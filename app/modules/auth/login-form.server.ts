import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/lib/db-schema";
import { safeRedirectPath } from "./redirect-target";
import { completeSecondFactor, signInWithPassword } from "./sign-in.server";
import { lockedOutMessage } from "./throttle.server";

export const loginMessages = {
  invalid: "Invalid username or password.",
  invalidCode: "Invalid authentication code.",
  expired: "Signing in took too long. Please enter your username and password again.",
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
} as const;

export type LoginStep = "password" | "code";

export type LoginOutcome =
  | { kind: "signed-in"; token: string; redirectTo: string }
  | { kind: "code-required"; pendingToken: string; redirectTo: string }
  | {
      kind: "error";
      step: LoginStep;
      status: 400 | 401 | 429;
      message: string;
      fieldErrors?: { username?: string; password?: string; code?: string };
      retryAfterSeconds?: number;
      redirectTo: string;
    };

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

const loginSchema = z.discriminatedUnion("step", [
  z.object({
    step: z.literal("password"),
    username: text.pipe(z.string().trim().min(1, loginMessages.usernameRequired).max(200, loginMessages.invalid)),
    password: text.pipe(z.string().min(1, loginMessages.passwordRequired).max(1000, loginMessages.invalid)),
  }),
  z.object({
    step: z.literal("code"),
    code: text.pipe(z.string().trim().min(1, loginMessages.codeRequired).max(20, loginMessages.invalidCode)),
  }),
]);

/** Reads and answers a submitted login form (either step); the route turns the outcome into a response. */
export async function handleLoginForm(
  db: Kysely<Database>,
  form: FormData,
  context: { address: string; pendingToken?: string },
): Promise<LoginOutcome> {
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const step: LoginStep = form.get("step") === "code" ? "code" : "password";
  const parsed = loginSchema.safeParse({ step, username: form.get("username"), password: form.get("password"), code: form.get("code") });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { kind: "error", step, status: 400, message: Object.values(fieldErrors)[0] ?? loginMessages.invalid, fieldErrors, redirectTo };
  }

  const result =
    parsed.data.step === "password"
      ? await signInWithPassword(db, { username: parsed.data.username, password: parsed.data.password, address: context.address })
      : await completeSecondFactor(db, { pendingToken: context.pendingToken, code: parsed.data.code, address: context.address });

  switch (result.outcome) {
    case "signed-in":
      return { kind: "signed-in", token: result.token, redirectTo };
    case "second-factor":
      return { kind: "code-required", pendingToken: result.token, redirectTo };
    case "locked":
      return { kind: "error", step, status: 429, message: lockedOutMessage(result.retryAfterSeconds), retryAfterSeconds: result.retryAfterSeconds, redirectTo };
    case "expired":
      return { kind: "error", step: "password", status: 401, message: loginMessages.expired, redirectTo };
    case "invalid":
      return { kind: "error", step, status: 401, message: step === "code" ? loginMessages.invalidCode : loginMessages.invalid, redirectTo };
  }
}
