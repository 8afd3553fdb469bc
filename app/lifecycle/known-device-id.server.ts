import { getEnv } from "~/lib/env.server";
import { readKnownDevice } from "~/modules/auth/known-device.server";

/**
 * For the HTTP server's sign-in gate: the id of the browser a valid known-device cookie names, or
 * undefined. Only a cookie whose signature holds earns its own allowance: forged values would otherwise
 * give each post of a burst an allowance of its own.
 */
export function knownDeviceId(cookie: string | undefined): string | undefined {
  if (!cookie) return undefined;
  try {
    return readKnownDevice(new Request("http://localhost/", { headers: { cookie } }), getEnv().PUBLIC_URL)?.id;
  } catch {
    // Before the app has started (no signing secret yet) no device is known.
    return undefined;
  }
}
