import { SIMPLE_EMAIL } from "~/lib/forms/email-pattern";

/**
 * The purchase dialog's check of the spec's simple e-mail rule, without zod, so the browser can run
 * it at no cost; the server checks the same rule (`emailAddress`).
 */
export { SIMPLE_EMAIL };

export const INVALID_EMAIL = { title: "Invalid Email", message: "Please enter a valid email address." } as const;

export function isPurchaseEmail(email: string): boolean {
  return email.trim() !== "" && SIMPLE_EMAIL.test(email.trim());
}
