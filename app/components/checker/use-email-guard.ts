import { useRef, type FormEvent } from "react";
import { notify } from "~/lib/toast";
import { invalidEmail, isPurchaseEmail } from "./purchase-email";

/**
 * The checker's e-mail forms (template purchase, 'E-mail me this result') check the address with the
 * spec's simple rule before posting: a bad one shows 'Invalid Email', focuses the field and posts
 * nothing. The server checks again.
 */
export function useEmailGuard() {
  const emailRef = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email !== "string" || !isPurchaseEmail(email)) {
      event.preventDefault();
      notify.error(invalidEmail.title, invalidEmail.message);
      emailRef.current?.focus();
    }
  };
  return { emailRef, onSubmit };
}
