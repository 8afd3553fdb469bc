import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { ConcurrencyGate } from "../app/lib/bounded-queue";
import { resolveClientAddress } from "../app/lib/http/client-address.server";
import { problems } from "../app/lib/http/problem";
import { sendProblem } from "./problem-response";

/** Sign-in posts in flight at once per client before the app sees them (the app admits 2 per client and username). */
const POSTS_AT_ONCE = 3;

/** The known-device cookie's value, hashed (its signature is checked by the app, not here). */
function deviceOf(cookie: string | undefined): string | undefined {
  const value = /(?:^|;\s*)(?:__Host-)?known_device=([^;]+)/.exec(cookie ?? "")?.[1];
  return value ? crypto.createHash("sha256").update(value).digest("base64url").slice(0, 16) : undefined;
}

/**
 * A burst of concurrent sign-in posts from one client is answered 429 here, with a small page and
 * `Retry-After: 1`, before the app renders anything: otherwise the burst's refusals alone keep the
 * process busy rendering the login page and everything else waits (decision record 017). A browser with
 * a known-device cookie has its own allowance, so a flood from its address does not crowd it out.
 */
export function signInGate(trustedProxies: number): RequestHandler {
  const gate = new ConcurrencyGate(POSTS_AT_ONCE);
  return (req, res, next) => {
    if (req.method !== "POST" || req.path !== "/login") return next();
    const address = resolveClientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"], trustedProxies });
    const device = deviceOf(req.headers.cookie);
    const release = gate.enter([device ? `device:${address}:${device}` : `address:${address}`]);
    if (!release) return sendProblem(req, res, problems.signInBusy());
    res.on("close", release);
    next();
  };
}
