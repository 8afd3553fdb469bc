import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./db-schema";
import { getEnv } from "./env.server";
import type { StartupTask } from "./startup-task";

const SETTING_KEY = "signing_secret";
let secret: string | undefined;

/**
 * SESSION_SECRET when configured; otherwise a random secret created once and kept in the
 * database, so every app process behind a load balancer signs and verifies with the same key.
 */
export async function loadSigningSecret(db: Kysely<Database>, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("settings")
    .values({ key: SETTING_KEY, value: crypto.randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", SETTING_KEY).executeTakeFirstOrThrow();
  return row.value;
}

export const signingSecretTask: StartupTask = {
  name: "signing secret",
  start: async (db) => {
    secret = await loadSigningSecret(db, getEnv().SESSION_SECRET);
  },
};

/** The key for HMAC signatures (download links, cookies). Available once the app has started. */
export function getSigningSecret(): string {
  if (!secret) throw new Error("The signing secret is loaded at start-up; the app has not started.");
  return secret;
}

/** HMAC-SHA256 of `value`, base64url. */
export function sign(value: string): string {
  return crypto.createHmac("sha256", getSigningSecret()).update(value).digest("base64url");
}

/** Constant-time check of a signature made by `sign`. */
export function verifySignature(value: string, signature: string): boolean {
  const expected = Buffer.from(sign(value));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
