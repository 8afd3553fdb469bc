import net from "node:net";
import type { AppLoadContext } from "react-router";

export interface ClientAddressSource {
  /** The TCP peer of the connection (`req.socket.remoteAddress`). */
  socketAddress: string | undefined;
  /** The X-Forwarded-For header(s) as received. */
  forwardedFor: string | string[] | undefined;
  /** How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY). */
  trustedProxies: number;
}

/** An IP address in one spelling: IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d. */
function normalize(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  let address = candidate.trim();
  // Some proxies write a port ("203.0.113.9:5120", "[2001:db8::1]:443").
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (address.toLowerCase().startsWith("::ffff:") && net.isIPv4(address.slice(7))) address = address.slice(7);
  return net.isIP(address) ? address.toLowerCase() : undefined;
}

/**
 * Who the client is: the socket's peer, or, behind `trustedProxies` reverse proxies, the address the
 * outermost trusted proxy saw, counted from the right of X-Forwarded-For (entries further left were
 * written by the client and could be anything). "unknown" when no usable address is found.
 */
export function resolveClientAddress(source: ClientAddressSource): string {
  const forwarded = [source.forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket, then each hop of X-Forwarded-For from the right.
  const hops = [source.socketAddress ?? "", ...forwarded.reverse()];
  const chosen = hops[Math.min(source.trustedProxies, hops.length - 1)];
  return normalize(chosen) ?? "unknown";
}

/**
 * The client's network address for this request, as the HTTP server resolved it once with
 * `resolveClientAddress`. Use it wherever the client matters: sign-in throttling, rate limits.
 */
export function clientAddress(context: AppLoadContext | undefined): string {
  return context?.clientAddress ?? "unknown";
}
