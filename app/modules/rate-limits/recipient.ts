import type { RateLimit } from "./rate-limit.server";

/**
 * One inbox, however its address is written: mail servers ignore case in practice, deliver
 * `name+anything@host` to `name@host` (sub-addressing), and read `host.` as `host`. Every limit per
 * recipient counts this form, so `Victim+2@X.` and `victim@x` share one count.
 */
export function mailboxOf(email: string): string {
  const text = email.normalize("NFKC").trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  const local = text.slice(0, at).split("+")[0] ?? "";
  const domain = text.slice(at + 1).replace(/\.+$/, "");
  return `${local}@${domain}`;
}

/** A limit on how much one inbox may be sent (or write) through `scope`, counted per `mailboxOf`. */
export function recipientLimit(scope: string, email: string, limit: number, windowMs: number): RateLimit {
  return { key: `${scope}:${mailboxOf(email)}`, limit, windowMs };
}
