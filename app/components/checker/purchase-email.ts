/** The spec's simple e-mail rule for the purchase dialog: non-space text, @, non-space text, dot, non-space text. */
const purchaseEmailPattern = /^\S+@\S+\.\S+$/;

export function isPurchaseEmail(email: string): boolean {
  return email.trim() !== "" && purchaseEmailPattern.test(email.trim());
}

export const invalidEmail = {
  title: "Invalid Email",
  message: "Please enter a valid email address.",
} as const;
