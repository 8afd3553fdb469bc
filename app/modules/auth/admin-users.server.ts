import crypto from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AdminUsersTable, Database } from "~/lib/db-schema";
import { hashPassword, needsRehash, OWASP_SCRYPT, verifyPassword, type ScryptParams } from "./password.server";

export interface AdminAccount {
  id: string;
  username: string;
  totpEnabled: boolean;
}

/** Usernames: 3-64 letters, digits or . _ @ - (the same rule as ADMIN_USERNAME), compared lower-case. */
export const USERNAME_PATTERN = /^[a-z0-9_.@-]{3,64}$/;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

function toAccount(row: Pick<Selectable<AdminUsersTable>, "id" | "username" | "totp_enabled">): AdminAccount {
  return { id: row.id, username: row.username, totpEnabled: row.totp_enabled === 1 };
}

export class AdminExistsError extends Error {
  constructor(username: string) {
    super(`An administrator named "${username}" already exists.`);
    this.name = "AdminExistsError";
  }
}

/** Creates an administrator; throws AdminExistsError when the username is taken. */
export async function createAdmin(
  db: Kysely<Database>,
  input: { username: string; password: string },
  params: ScryptParams = OWASP_SCRYPT,
): Promise<AdminAccount> {
  const username = normalizeUsername(input.username);
  if (!USERNAME_PATTERN.test(username)) throw new Error("The username must be 3-64 letters, digits or . _ @ -");
  const now = new Date().toISOString();
  const row = {
    id: crypto.randomUUID(),
    username,
    password_hash: await hashPassword(input.password, params),
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled: 0,
    totp_last_step: 0,
    created_at: now,
    updated_at: now,
  };
  const result = await db
    .insertInto("admin_users")
    .values(row)
    .onConflict((oc) => oc.column("username").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new AdminExistsError(username);
  return toAccount(row);
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("admin_users").select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findAdminById(db: Kysely<Database>, id: string): Promise<AdminAccount | undefined> {
  const row = await db.selectFrom("admin_users").select(["id", "username", "totp_enabled"]).where("id", "=", id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAdminByUsername(db: Kysely<Database>, username: string): Promise<AdminAccount | undefined> {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "username", "totp_enabled"])
    .where("username", "=", normalizeUsername(username))
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

// Verifying against this when the username is unknown keeps both answers equally slow,
// so response times do not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

/** The administrator whose username and password match, else undefined (same timing either way). */
export async function verifyCredentials(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<AdminAccount | undefined> {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "username", "totp_enabled", "password_hash"])
    .where("username", "=", normalizeUsername(username))
    .executeTakeFirst();
  if (!row) {
    decoyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  if (!(await verifyPassword(password, row.password_hash))) return undefined;
  if (needsRehash(row.password_hash)) {
    await db
      .updateTable("admin_users")
      .set({ password_hash: await hashPassword(password), updated_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  return toAccount(row);
}

/** Replaces an administrator's password. */
export async function setAdminPassword(
  db: Kysely<Database>,
  id: string,
  password: string,
  params: ScryptParams = OWASP_SCRYPT,
): Promise<void> {
  await db
    .updateTable("admin_users")
    .set({ password_hash: await hashPassword(password, params), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}
