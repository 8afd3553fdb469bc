import type { ComponentProps } from "react";
import { Input } from "./input";

/** An e-mail input (named `email` unless a field names it), with the keyboard, autofill and example the site's e-mail forms share. */
export function EmailInput(props: Omit<ComponentProps<"input">, "type">) {
  return <Input name="email" type="email" autoComplete="email" inputMode="email" required placeholder="you@example.com" {...props} />;
}
