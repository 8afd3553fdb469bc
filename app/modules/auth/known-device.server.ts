import crypto from "node:crypto";
import { sign, verifySignature } from "~/lib/signing-secret.server";
import { normalizeUsername } from "./admin-users.server";
import { readCookie } from "./session-cookie.server";

/** How long a browser stays known after a successful sign-in (renewed at each one). */
export const KNOWN_DEVICE_DAYS = 180;

export interface KnownDevice {
  username: string;
  /** Random per browser; failures from this browser are counted under it instead of the address. */
  id: string;
}

function cookieName(publicUrl: string): string {
  return publicUrl.startsWith("https:") ? "__Host-known_device" : "known_device";
}

/**
 * Set after a full sign-in (password and, when enabled, the code): a signed note that this browser
 * belongs to that administrator. It grants nothing by itself; it only lets sign-in attempts from this
 * browser be counted apart from everyone else at the same address (decision record 017).
 */
export function serializeKnownDeviceCookie(username: string, publicUrl: string, id: string = crypto.randomUUID()): string {
  const payload = Buffer.from(JSON.stringify({ u: normalizeUsername(username), d: id })).toString("base64url");
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${cookieName(publicUrl)}=${payload}.${sign(`known-device:${payload}`)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${KNOWN_DEVICE_DAYS * 86_400}${secure}`;
}

/** The known device named by a valid cookie, or undefined (absent, tampered or malformed). */
export function readKnownDevice(request: Request, publicUrl: string): KnownDevice | undefined {
  const value = readCookie(request, cookieName(publicUrl));
  const [payload, signature, extra] = value?.split(".") ?? [];
  if (!payload || !signature || extra !== undefined || !verifySignature(`known-device:${payload}`, signature)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { u, d } = parsed as Record<string, unknown>;
    return typeof u === "string" && typeof d === "string" ? { username: u, id: d } : undefined;
  } catch {
    return undefined;
  }
}

/** The device when the cookie was issued for this username, so it cannot shelter guesses at another account. */
export function deviceFor(device: KnownDevice | undefined, username: string): KnownDevice | undefined {
  return device && device.username === normalizeUsername(username) ? device : undefined;
}
