import crypto from "node:crypto";
import { promisify } from "node:util";
import { BoundedQueue } from "~/lib/bounded-queue";
import { getEnv } from "~/lib/env.server";

const scryptNow = promisify<crypto.BinaryLike, crypto.BinaryLike, number, crypto.ScryptOptions, Buffer>(crypto.scrypt);

let queue: BoundedQueue | undefined;

/**
 * Every hash goes through one bounded queue: scrypt runs on Node's small pool of worker threads, which
 * file reads and compression share, so unbounded concurrent hashing would stall every other request.
 * A full queue throws `QueueFullError` (sign-in answers it with 429).
 */
export function hashingQueue(): BoundedQueue {
  const env = getEnv();
  queue ??= new BoundedQueue(env.LOGIN_HASH_CONCURRENCY, env.LOGIN_HASH_QUEUE);
  return queue;
}

function scrypt(password: crypto.BinaryLike, salt: crypto.BinaryLike, length: number, options: crypto.ScryptOptions): Promise<Buffer> {
  return hashingQueue().run(() => scryptNow(password, salt, length, options));
}

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing cannot be abused with megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function maxmemFor({ logN, r }: ScryptParams): number {
  // scrypt needs 128 * N * r bytes; leave headroom so Node does not refuse the call.
  return 128 * 2 ** logN * r * 2;
}

/**
 * A self-describing hash: `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (salt and key base64),
 * so parameters can be raised later and old hashes still verify.
 */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, {
    N: 2 ** params.logN,
    r: params.r,
    p: params.p,
    maxmem: maxmemFor(params),
  });
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // Refuse absurd parameters rather than letting a tampered row exhaust memory.
  if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return undefined;
  return { params, salt: Buffer.from(salt as string, "base64"), key: Buffer.from(key as string, "base64") };
}

/** Constant-time comparison of a password with a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || password.length > PASSWORD_MAX_LENGTH) return false;
  const key = await scrypt(password.normalize("NFKC"), parsed.salt, parsed.key.length, {
    N: 2 ** parsed.params.logN,
    r: parsed.params.r,
    p: parsed.params.p,
    maxmem: maxmemFor(parsed.params),
  });
  return key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's, so it is replaced at the next sign-in. */
export function needsRehash(stored: string, params: ScryptParams = OWASP_SCRYPT): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.logN < params.logN || parsed.params.r < params.r || parsed.params.p < params.p;
}

/** Why a new password is not acceptable, or undefined when it is. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}
