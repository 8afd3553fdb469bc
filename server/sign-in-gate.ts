import type { AppLifecycle } from "../app/lifecycle/app-lifecycle";
import type { RequestHandler } from "express";
import { ConcurrencyGate } from "../app/lib/bounded-queue";
import { routePath } from "../app/lib/http/body-limits";
import { resolveClientAddress } from "../app/lib/http/client-address.server";
import { problems } from "../app/lib/http/problem";
import { sendProblem } from "./problem-response";

/** Sign-in posts in flight at once per client before the app sees them (the app admits 2 per client and username). */
const POSTS_AT_ONCE = 3;

/**
 * Whether a path reaches the sign-in action, however it is written: the router matches paths without
 * regard to case and after percent-decoding, and a script's submission goes to `/login.data` (or `/login/_.data`). The gate
 * must count every one of them, or a burst simply goes around it.
 */
export function isSignInPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not decodable: the router will not match it to a route either.
  }
  return routePath(decoded.toLowerCase()) === "/login";
}

/** The id of the browser a valid known-device cookie names (the app checks its signature), or undefined. */
export type KnownDeviceResolver = AppLifecycle["knownDeviceId"];

/**
 * A burst of concurrent sign-in posts from one client is answered 429 here, with a small page and
 * `Retry-After: 1`, before the app renders anything: otherwise the burst's refusals alone keep the
 * process busy rendering the login page and everything else waits (decision records 017 and 040). A
 * browser with a valid known-device cookie has its own allowance, so a flood from its address does not
 * crowd it out; a cookie that is not valid counts as none.
 */
export function signInGate(trustedProxies: number, knownDevice: KnownDeviceResolver): RequestHandler {
  const gate = new ConcurrencyGate(POSTS_AT_ONCE);
  return (req, res, next) => {
    if (req.method !== "POST" || !isSignInPath(req.path)) return next();
    const address = resolveClientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"], trustedProxies });
    const device = knownDevice(req.headers.cookie);
    const release = gate.enter([device ? `device:${device}` : `address:${address}`]);
    if (!release) return sendProblem(req, res, problems.signInBusy());
    res.on("close", release);
    next();
  };
}
