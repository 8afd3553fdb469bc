import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";
import { findAdminByUsername, verifyCredentials } from "./admin-users.server";
import { createSession, resolveSession } from "./session.server";
import { confirmTotpEnrolment, currentTotpCode, startTotpEnrolment } from "./totp.server";

interface Target {
  engine: string;
  env: Record<string, string>;
  open: () => DatabaseHandle;
  cleanup: () => Promise<void>;
}

function sqliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visa-admin-cli-"));
  return {
    engine: "sqlite",
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `visa_cli_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine: "postgres",
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }),
    cleanup: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

function run(args: string[], env: Record<string, string>, stdin = ""): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const targets: (() => Promise<Target>)[] = [async () => sqliteTarget()];
if (process.env.TEST_DATABASE_URL) targets.push(() => postgresTarget(process.env.TEST_DATABASE_URL as string));

// Each run starts a Node process with the TypeScript loader: slow on a busy machine.
const SCRIPT_TEST_TIMEOUT = 180_000;

describe.each(targets.map((make, index) => ({ make, engine: index === 0 ? "sqlite" : "postgres" })))("npm run admin:create on $engine", ({ make }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("creates an administrator from flags, refuses a duplicate and a short password, resets and removes two-factor", async () => {
    const target = await make();
    cleanups.push(target.cleanup);

    const created = await run(["--username", "Operator", "--password-stdin"], target.env, "operator password 1\n");
    expect(created.output).toContain('Administrator "operator" created');
    expect(created.code).toBe(0);

    const duplicate = await run(["--username", "operator", "--password-stdin"], target.env, "another password 2\n");
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain("already exists. Add --reset-password");

    const short = await run(["--username", "second", "--password-stdin"], target.env, "too short\n");
    expect(short.code).toBe(1);
    expect(short.output).toContain("at least 12 characters");

    const handle = target.open();
    try {
      expect(await verifyCredentials(handle.db, "operator", "operator password 1")).toBeDefined();
      expect(await findAdminByUsername(handle.db, "second")).toBeUndefined();
      const admin = await findAdminByUsername(handle.db, "operator");
      const session = await createSession(handle.db, admin?.id ?? "");

      const reset = await run(["--username", "operator", "--reset-password", "--password-stdin"], target.env, "a new password 3\n");
      expect(reset.code).toBe(0);
      expect(await verifyCredentials(handle.db, "operator", "operator password 1")).toBeUndefined();
      expect(await verifyCredentials(handle.db, "operator", "a new password 3")).toBeDefined();
      expect(await resolveSession(handle.db, session)).toBeUndefined();

      const secret = await startTotpEnrolment(handle.db, admin?.id ?? "");
      await confirmTotpEnrolment(handle.db, admin?.id ?? "", currentTotpCode(secret));
      expect((await findAdminByUsername(handle.db, "operator"))?.totpEnabled).toBe(true);
      const removed = await run(["--username", "operator", "--remove-two-factor"], target.env);
      expect(removed.code).toBe(0);
      expect((await findAdminByUsername(handle.db, "operator"))?.totpEnabled).toBe(false);
    } finally {
      await handle.close();
    }
  }, SCRIPT_TEST_TIMEOUT);

  it("asks for the password twice when none is given, and refuses a mismatch", async () => {
    const target = await make();
    cleanups.push(target.cleanup);
    const mismatch = await run([], target.env, "asker\nfirst password 12\nsecond password 1\n");
    expect(mismatch.code).toBe(1);
    expect(mismatch.output).toContain("The two passwords differ.");
    const ok = await run([], target.env, "asker\nsame password 123\nsame password 123\n");
    expect(ok.output).toContain('Administrator "asker" created');
    // The password is never echoed.
    expect(ok.output).not.toContain("same password 123");
    const handle = target.open();
    try {
      expect(await verifyCredentials(handle.db, "asker", "same password 123")).toBeDefined();
    } finally {
      await handle.close();
    }
  }, SCRIPT_TEST_TIMEOUT);
});
