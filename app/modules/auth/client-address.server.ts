import type { AppLoadContext } from "react-router";

/**
 * The visitor's network address as the HTTP server saw it (Express `req.ip`, which honours
 * TRUST_PROXY). Used to throttle sign-in failures per address.
 */
export function clientAddress(context: AppLoadContext | undefined): string {
  const address = context?.clientAddress;
  if (!address) return "unknown";
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
