/** The site's e-mail rule: non-space text, @, non-space text, dot, non-space text. */
export const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;

/**
 * Exactly one mailbox, written as a bare address: no display name, no angle brackets, no quotes, no
 * comments and no list separators, so `a@x,b@y` or `"x" <a@b>` can never reach several people.
 */
const SINGLE_ADDRESS = /^[^\s@",;:<>()[\]\\]+@[^\s@",;:<>()[\]\\]+$/;

export function isSingleAddress(email: string): boolean {
  return SINGLE_ADDRESS.test(email);
}

/**
 * The same rule without zod, for the browser checks of pages where zod would weigh too much (the
 * result page's e-mail forms); the server checks it with `emailAddress`.
 */
export function isSimpleEmail(email: string): boolean {
  return email.trim() !== "" && SIMPLE_EMAIL.test(email.trim()) && isSingleAddress(email.trim());
}
