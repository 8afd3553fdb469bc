import net from "node:net";
import type { RouterContextProvider } from "react-router";
import { requestFacts } from "../load-context";

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

/** The eight 16-bit groups of a valid IPv6 address ("2001:db8::1", "::ffff:192.0.2.1" included). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The client an address stands for (decision record 040). An IPv4 address is one client: addresses are
 * scarce, and many people may share one behind a carrier's NAT, so grouping wider would make strangers
 * share a limit. An IPv6 client is its /64: every home and mobile connection is given at least a /64 and
 * picks addresses inside it at will, so counting single IPv6 addresses would give one person unlimited
 * clients.
 */
export function clientOf(address: string): string {
  if (!net.isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

/**
 * Who the client is: the socket's peer, or, behind `trustedProxies` reverse proxies, the address the
 * outermost trusted proxy saw, counted from the right of X-Forwarded-For (entries further left were
 * written by the client and could be anything), as `clientOf` groups it: an IPv4 address, or an IPv6 /64.
 * "unknown" when no usable address is found.
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
  const address = normalize(chosen);
  return address ? clientOf(address) : "unknown";
}

/**
 * The client's network address for this request, as the HTTP server resolved it once with
 * `resolveClientAddress`. Use it wherever the client matters: sign-in throttling, rate limits.
 */
export function clientAddress(context: Readonly<RouterContextProvider> | undefined): string {
  return context?.get(requestFacts).clientAddress ?? "unknown";
}
