/**
 * Creates an administrator, or repairs access to an existing one.
 *
 *   npm run admin:create                                   asks for username and password
 *   npm run admin:create -- --username alice               asks for the password only
 *   echo "$PASSWORD" | npm run admin:create -- --username alice --password-stdin
 *   npm run admin:create -- --username alice --reset-password       new password, signs out everywhere
 *   npm run admin:create -- --username alice --remove-two-factor    turns the authenticator off
 *
 * Uses the same configuration as the server (.env, DATABASE_URL or DATA_DIR).
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { migrateToLatest, openDatabase } from "../app/lib/db.server";
import { AdminExistsError, USERNAME_PATTERN, createAdmin, findAdminByUsername, normalizeUsername, setAdminPassword } from "../app/modules/auth/admin-users.server";
import { passwordProblem } from "../app/modules/auth/password.server";
import { endAllSessionsOf } from "../app/modules/auth/session.server";
import { disableTotp } from "../app/modules/auth/totp.server";

const usage = `Usage: npm run admin:create -- [--username NAME] [--password-stdin | --password PASSWORD] [--reset-password] [--remove-two-factor]`;

class UsageError extends Error {}

let muted = false;
const terminal = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    if (!muted) process.stdout.write(chunk);
    callback();
  },
});
let lines: readline.Interface | undefined;
const queued: string[] = [];
const waiting: ((line: string | undefined) => void)[] = [];
let inputClosed = false;

// Lines are queued as they arrive, so piped input (several answers at once) works like typing.
function lineReader(): void {
  if (lines) return;
  lines = readline.createInterface({ input: process.stdin, output: terminal, terminal: Boolean(process.stdin.isTTY) });
  lines.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else queued.push(line);
  });
  lines.on("close", () => {
    inputClosed = true;
    for (const next of waiting.splice(0)) next(undefined);
  });
}

/** The next line of input after showing `question`; a hidden answer is not echoed. */
async function ask(question: string, hidden = false): Promise<string> {
  lineReader();
  process.stdout.write(question);
  muted = hidden;
  const line = queued.length > 0 ? queued.shift() : inputClosed ? undefined : await new Promise<string | undefined>((resolve) => waiting.push(resolve));
  muted = false;
  if (hidden && question) process.stdout.write("\n");
  if (line === undefined) throw new UsageError("The input ended before all answers were given.");
  return line;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      password: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      "reset-password": { type: "boolean", default: false },
      "remove-two-factor": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }

  const root = path.resolve(import.meta.dirname, "..");
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const env = parseEnv();

  const username = normalizeUsername(values.username ?? (await ask("Username: ")));
  if (!USERNAME_PATTERN.test(username)) throw new UsageError("The username must be 3-64 letters, digits or . _ @ -");

  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    const existing = await findAdminByUsername(handle.db, username);

    if (values["remove-two-factor"]) {
      if (!existing) throw new UsageError(`There is no administrator named "${username}".`);
      await disableTotp(handle.db, existing.id);
      await endAllSessionsOf(handle.db, existing.id);
      console.log(`Two-factor authentication is off for "${username}"; their sessions were ended.`);
      if (!values["reset-password"]) return;
    }
    if (existing && !values["reset-password"]) {
      throw new UsageError(`An administrator named "${username}" already exists. Add --reset-password to give them a new password.`);
    }
    if (!existing && values["reset-password"]) throw new UsageError(`There is no administrator named "${username}".`);

    let password: string;
    if (values["password-stdin"]) password = (await ask("", true)).trimEnd();
    else if (values.password !== undefined) {
      console.warn("Note: a password given with --password can be seen by other users of this machine; prefer --password-stdin.");
      password = values.password;
    } else {
      password = await ask("Password (at least 12 characters): ", true);
      const again = await ask("Repeat the password: ", true);
      if (again !== password) throw new UsageError("The two passwords differ.");
    }
    const problem = passwordProblem(password);
    if (problem) throw new UsageError(problem);

    if (existing) {
      await setAdminPassword(handle.db, existing.id, password);
      await endAllSessionsOf(handle.db, existing.id);
      console.log(`The password of "${username}" was changed; their sessions were ended.`);
    } else {
      await createAdmin(handle.db, { username, password });
      console.log(`Administrator "${username}" created. Sign in at ${env.PUBLIC_URL}/login`);
    }
  } finally {
    await handle.close();
  }
}

main()
  .then(() => {
    lines?.close();
  })
  .catch((error: unknown) => {
    lines?.close();
    if (error instanceof UsageError || error instanceof AdminExistsError || error instanceof EnvError) {
      console.error(error.message);
    } else if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      console.error(`${error.message}\n${usage}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  });
