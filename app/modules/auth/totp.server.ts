import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import type { Database } from "~/lib/db-schema";

const ISSUER = "Australia Visa Check";
const PERIOD_SECONDS = 30;

function totpFor(secret: string, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new random 160-bit secret, base32 (what authenticator apps accept). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app understands (also usable as a QR code payload). */
export function totpUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The secret in groups of four, easier to type by hand. */
export function formatSecretForDisplay(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** The code an authenticator shows at `now` (used by tests and the command line). */
export function currentTotpCode(secret: string, now = new Date()): string {
  return totpFor(secret, "x").generate({ timestamp: now.getTime() });
}

export function isWellFormedCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step a code belongs to when it is valid at `now` (one step of clock drift either way),
 * and newer than `lastStep`, so a code that was already used cannot be replayed.
 */
export function matchTotpStep(secret: string, code: string, lastStep: number, now = new Date()): number | undefined {
  const token = code.replace(/\s+/g, "");
  if (!isWellFormedCode(token)) return undefined;
  const delta = totpFor(secret, "x").validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return step > lastStep ? step : undefined;
}

/** Checks a sign-in code against an administrator's enrolled secret and consumes it. */
export async function verifyAdminTotp(db: Kysely<Database>, userId: string, code: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom("admin_users")
    .select(["totp_secret", "totp_enabled", "totp_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row || row.totp_enabled !== 1 || !row.totp_secret) return false;
  const step = matchTotpStep(row.totp_secret, code, row.totp_last_step, now);
  if (step === undefined) return false;
  // Only one request can move last_step forward past this step: a parallel replay loses the race.
  const result = await db
    .updateTable("admin_users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_last_step", "<", step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Starts enrolment: keeps a fresh secret aside until a code confirms the authenticator has it. */
export async function startTotpEnrolment(db: Kysely<Database>, userId: string): Promise<string> {
  const secret = generateTotpSecret();
  await db
    .updateTable("admin_users")
    .set({ totp_pending_secret: secret, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
  return secret;
}

export async function pendingTotpSecret(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("admin_users").select("totp_pending_secret").where("id", "=", userId).executeTakeFirst();
  return row?.totp_pending_secret ?? undefined;
}

/** Turns the second factor on when the code matches the pending secret. */
export async function confirmTotpEnrolment(db: Kysely<Database>, userId: string, code: string, now = new Date()): Promise<boolean> {
  const secret = await pendingTotpSecret(db, userId);
  if (!secret) return false;
  const step = matchTotpStep(secret, code, 0, now);
  if (step === undefined) return false;
  await db
    .updateTable("admin_users")
    .set({ totp_secret: secret, totp_pending_secret: null, totp_enabled: 1, totp_last_step: step, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
  return true;
}

/** Turns the second factor off (the caller has checked a current code or the operator asked for it). */
export async function disableTotp(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable("admin_users")
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled: 0, totp_last_step: 0, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}
