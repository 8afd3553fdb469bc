import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/lib/db-schema";
import { findAdminById } from "./admin-users.server";
import { AUTHENTICATOR_CODE_MESSAGE, authenticatorCode } from "./authenticator-code";
import { checkThrottle, clearFailures, lockedOutMessage, recordFailure } from "./throttle.server";
import {
  confirmTotpEnrolment,
  disableTotp,
  formatSecretForDisplay,
  pendingTotpSecret,
  startTotpEnrolment,
  totpUri,
  verifyAdminTotp,
} from "./totp.server";

export interface TwoFactorState {
  enabled: boolean;
  /** While setting up: the key to type into the authenticator and the link that adds it on a phone. */
  enrolment?: { secret: string; uri: string };
}

export async function twoFactorState(db: Kysely<Database>, userId: string): Promise<TwoFactorState> {
  const user = await findAdminById(db, userId);
  if (!user) return { enabled: false };
  if (user.totpEnabled) return { enabled: true };
  const secret = await pendingTotpSecret(db, userId);
  return secret ? { enabled: false, enrolment: { secret: formatSecretForDisplay(secret), uri: totpUri(secret, user.username) } } : { enabled: false };
}

export const twoFactorMessages = {
  wrongCode: "That code did not match. Check that your phone's clock is right and enter the current code.",
  codeFormat: AUTHENTICATOR_CODE_MESSAGE,
} as const;

export type TwoFactorOutcome =
  | { kind: "started" }
  | { kind: "cancelled" }
  | { kind: "enabled" }
  | { kind: "disabled" }
  | { kind: "error"; message: string };

/** The Security page's forms: set up, cancel, confirm with a code, or turn off with a code. */
export const twoFactorSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("confirm"), code: authenticatorCode }),
  z.object({ intent: z.literal("disable"), code: authenticatorCode }),
]);

export type TwoFactorInput = z.output<typeof twoFactorSchema>;

/** Enrol, confirm, cancel or turn off the authenticator of the signed-in administrator. */
export async function changeTwoFactor(
  db: Kysely<Database>,
  user: { id: string; username: string },
  input: TwoFactorInput,
  address: string,
): Promise<TwoFactorOutcome> {
  const key = { username: user.username, address };
  switch (input.intent) {
    case "start":
      await startTotpEnrolment(db, user.id);
      return { kind: "started" };
    case "cancel":
      await db.updateTable("admin_users").set({ totp_pending_secret: null }).where("id", "=", user.id).execute();
      return { kind: "cancelled" };
    case "confirm":
      return (await confirmTotpEnrolment(db, user.id, input.code)) ? { kind: "enabled" } : { kind: "error", message: twoFactorMessages.wrongCode };
    case "disable": {
      // Turning the second factor off needs a current code, and guessing is throttled like sign-in.
      const throttle = await checkThrottle(db, key);
      if (throttle.locked) return { kind: "error", message: lockedOutMessage(throttle.retryAfterSeconds) };
      if (!(await verifyAdminTotp(db, user.id, input.code))) {
        await recordFailure(db, key);
        return { kind: "error", message: twoFactorMessages.wrongCode };
      }
      await clearFailures(db, key);
      await disableTotp(db, user.id);
      return { kind: "disabled" };
    }
  }
}
