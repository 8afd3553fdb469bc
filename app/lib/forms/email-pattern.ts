/** The spec's e-mail rule (section 5): non-space text, @, non-space text, dot, non-space text. */
export const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;

/**
 * The same rule without zod, for the browser checks of pages where zod would weigh too much (the
 * result page's e-mail forms); the server checks it with `emailAddress`.
 */
export function isSimpleEmail(email: string): boolean {
  return email.trim() !== "" && SIMPLE_EMAIL.test(email.trim());
}
