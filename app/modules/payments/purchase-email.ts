import type { FormNotice } from "~/lib/forms/reply";

/** The toast for an address that does not follow its rule, in the browser and from the server. */
export const INVALID_EMAIL = { title: "Invalid Email", message: "Please enter a valid email address." } as const;

/** What the e-mail forms that send something to the visitor (template, result) say when the address is missing. */
export const EMAIL_REQUIRED = "Please enter your email address.";

/** The toast's title for a missing address. */
export const EMAIL_PROBLEM_TITLE = "Error";

/** The toast for a refused address: 'Error' when it is missing, 'Invalid Email' otherwise. */
export function emailProblem(message: string | undefined): FormNotice {
  return !message || message === EMAIL_REQUIRED ? { title: EMAIL_PROBLEM_TITLE, message: EMAIL_REQUIRED } : INVALID_EMAIL;
}
