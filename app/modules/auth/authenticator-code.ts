import { z } from "~/lib/zod";

export const AUTHENTICATOR_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";

/**
 * An authenticator code as people type it: six digits, with spaces anywhere (apps show "123 456").
 * The one rule for every form that asks for a code (the sign-in step and the Security page).
 */
export const authenticatorCode = z
  .string({ message: AUTHENTICATOR_CODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, AUTHENTICATOR_CODE_MESSAGE));
