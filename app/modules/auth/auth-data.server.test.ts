import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { AdminExistsError, countAdmins, createAdmin, findAdminByUsername, setAdminPassword, verifyCredentials } from "./admin-users.server";
import { ensureFirstAdmin } from "./first-admin.server";
import { hashSessionToken } from "./session.server";
import {
  SECOND_FACTOR_WINDOW_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  createSession,
  endAllSessionsOf,
  endSession,
  purgeExpiredSessions,
  resolveSession,
} from "./session.server";
import { completeSecondFactor, signInWithPassword } from "./sign-in.server";
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_PAIR, THROTTLE_WINDOW_MS, checkThrottle, recordFailure } from "./throttle.server";
import { confirmTotpEnrolment, currentTotpCode, disableTotp, startTotpEnrolment, verifyAdminTotp } from "./totp.server";

// Cheap parameters for accounts made only to exercise the data layer; the OWASP cost is tested in password.server.test.ts.
const fast = { logN: 10, r: 8, p: 1 };
const minutes = (n: number) => n * 60 * 1000;

describe.each(testDatabases())("admin sign-in data on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  describe("administrators", () => {
    it("creates an administrator with a hashed password and refuses a duplicate name in any case", async () => {
      const admin = await createAdmin(handle.db, { username: "Editor", password: "a long enough password" }, fast);
      expect(admin.username).toBe("editor");
      const row = await handle.db.selectFrom("admin_users").selectAll().where("id", "=", admin.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$scrypt\$/);
      expect(row.password_hash).not.toContain("a long enough password");
      await expect(createAdmin(handle.db, { username: "EDITOR", password: "another password!" }, fast)).rejects.toBeInstanceOf(
        AdminExistsError,
      );
      expect(await findAdminByUsername(handle.db, " EdItOr ")).toMatchObject({ id: admin.id });
    });

    it("verifies credentials: right pair only, username case-insensitive", async () => {
      await createAdmin(handle.db, { username: "verifier", password: "verifier password 1" }, fast);
      expect(await verifyCredentials(handle.db, "VERIFIER", "verifier password 1")).toMatchObject({ username: "verifier" });
      expect(await verifyCredentials(handle.db, "verifier", "verifier password 2")).toBeUndefined();
      expect(await verifyCredentials(handle.db, "nobody-here", "verifier password 1")).toBeUndefined();
    });

    it("upgrades a weakly hashed password to the OWASP parameters at the next sign-in", async () => {
      const admin = await createAdmin(handle.db, { username: "upgrader", password: "upgrade me please" }, fast);
      await verifyCredentials(handle.db, "upgrader", "upgrade me please");
      const row = await handle.db.selectFrom("admin_users").select("password_hash").where("id", "=", admin.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
      await setAdminPassword(handle.db, admin.id, "a brand new password", fast);
      expect(await verifyCredentials(handle.db, "upgrader", "upgrade me please")).toBeUndefined();
      expect(await verifyCredentials(handle.db, "upgrader", "a brand new password")).toBeDefined();
    });
  });

  describe("first administrator from the environment", () => {
    it("is created only while no administrator exists", async () => {
      const fresh = await open();
      try {
        expect(await ensureFirstAdmin(fresh.db, {})).toBe("not-configured");
        expect(await ensureFirstAdmin(fresh.db, { username: "owner", password: "owner password 123" })).toBe("created");
        expect(await ensureFirstAdmin(fresh.db, { username: "second", password: "second password 123" })).toBe("exists");
        expect(await countAdmins(fresh.db)).toBe(1);
        expect(await verifyCredentials(fresh.db, "owner", "owner password 123")).toBeDefined();
      } finally {
        await fresh.close();
      }
    });
  });

  describe("sessions", () => {
    it("stores only a hash of a 256-bit token and resolves it to the administrator", async () => {
      const admin = await createAdmin(handle.db, { username: "session-user", password: "session password" }, fast);
      const token = await createSession(handle.db, admin.id);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      const rows = await handle.db.selectFrom("admin_sessions").select("id").where("user_id", "=", admin.id).execute();
      expect(rows.map((r) => r.id)).toEqual([hashSessionToken(token)]);
      expect((await resolveSession(handle.db, token))?.user).toMatchObject({ id: admin.id, username: "session-user" });
      expect(await resolveSession(handle.db, "x".repeat(43))).toBeUndefined();
      expect(await resolveSession(handle.db, "not a token")).toBeUndefined();
    });

    it("ends after the idle time without requests, and activity keeps it alive", async () => {
      const admin = await createAdmin(handle.db, { username: "idle-user", password: "idle password 1" }, fast);
      const start = new Date("2030-01-01T10:00:00Z");
      const token = await createSession(handle.db, admin.id, { now: start });
      const later = new Date(start.getTime() + SESSION_IDLE_MS - minutes(5));
      expect(await resolveSession(handle.db, token, later)).toBeDefined();
      // The request at `later` refreshed the idle clock.
      expect(await resolveSession(handle.db, token, new Date(later.getTime() + SESSION_IDLE_MS - minutes(1)))).toBeDefined();
      const idle = new Date(later.getTime() + SESSION_IDLE_MS * 2 + minutes(1));
      expect(await resolveSession(handle.db, token, idle)).toBeUndefined();
      // Expired sessions are deleted on sight.
      expect(await handle.db.selectFrom("admin_sessions").select("id").where("id", "=", hashSessionToken(token)).execute()).toEqual([]);
    });

    it("ends at the absolute limit however active it is", async () => {
      const admin = await createAdmin(handle.db, { username: "busy-user", password: "busy password 12" }, fast);
      const start = new Date("2030-02-01T08:00:00Z");
      const token = await createSession(handle.db, admin.id, { now: start });
      for (let t = minutes(30); t < SESSION_ABSOLUTE_MS; t += minutes(30)) {
        expect(await resolveSession(handle.db, token, new Date(start.getTime() + t))).toBeDefined();
      }
      expect(await resolveSession(handle.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS))).toBeUndefined();
    });

    it("ends one session at logout, all of an administrator's on demand, and purges expired ones", async () => {
      const admin = await createAdmin(handle.db, { username: "multi-user", password: "multi password 1" }, fast);
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSession(handle.db, admin.id)));
      await endSession(handle.db, a as string);
      expect(await resolveSession(handle.db, a as string)).toBeUndefined();
      expect(await resolveSession(handle.db, b as string)).toBeDefined();
      await endAllSessionsOf(handle.db, admin.id, c);
      expect(await resolveSession(handle.db, b as string)).toBeUndefined();
      expect(await resolveSession(handle.db, c as string)).toBeDefined();

      const old = await createSession(handle.db, admin.id, { now: new Date("2000-01-01T00:00:00Z") });
      await purgeExpiredSessions(handle.db);
      expect(await handle.db.selectFrom("admin_sessions").select("id").where("id", "=", hashSessionToken(old)).execute()).toEqual([]);
      expect(await resolveSession(handle.db, c as string)).toBeDefined();
    });

    it("deletes an administrator's sessions with the administrator", async () => {
      const admin = await createAdmin(handle.db, { username: "leaving-user", password: "leaving password" }, fast);
      const token = await createSession(handle.db, admin.id);
      await handle.db.deleteFrom("admin_users").where("id", "=", admin.id).execute();
      expect(await resolveSession(handle.db, token)).toBeUndefined();
    });
  });

  describe("throttling", () => {
    it("locks a username+address pair after five failures in 15 minutes, and only that pair", async () => {
      const now = new Date("2030-03-01T12:00:00Z");
      const key = { username: "Target", address: "203.0.113.5" };
      for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i += 1) await recordFailure(handle.db, key, new Date(now.getTime() + i * 1000));
      expect(await checkThrottle(handle.db, key, new Date(now.getTime() + 10_000))).toEqual({ locked: false });
      await recordFailure(handle.db, key, new Date(now.getTime() + 5000));
      const locked = await checkThrottle(handle.db, { username: "target", address: "203.0.113.5" }, new Date(now.getTime() + 10_000));
      expect(locked).toEqual({ locked: true, retryAfterSeconds: THROTTLE_WINDOW_MS / 1000 - 10 });
      expect(await checkThrottle(handle.db, { username: "target", address: "198.51.100.7" }, now)).toEqual({ locked: false });
      expect(await checkThrottle(handle.db, { username: "someone-else", address: "203.0.113.5" }, now)).toEqual({ locked: false });
      // The lock lifts once the oldest counted failure leaves the window.
      expect(await checkThrottle(handle.db, key, new Date(now.getTime() + THROTTLE_WINDOW_MS + 1))).toEqual({ locked: false });
    });

    it("locks an address that sprays many usernames", async () => {
      const now = new Date("2030-03-02T12:00:00Z");
      for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
        await recordFailure(handle.db, { username: `user${i}`, address: "192.0.2.99" }, new Date(now.getTime() + i));
      }
      const state = await checkThrottle(handle.db, { username: "fresh-name", address: "192.0.2.99" }, new Date(now.getTime() + 1000));
      expect(state.locked).toBe(true);
    });
  });

  describe("signing in", () => {
    it("signs in with the right password, counts wrong ones and refuses a locked pair even with the right password", async () => {
      await createAdmin(handle.db, { username: "signer", password: "signer password 1" }, fast);
      const address = "203.0.113.20";
      const ok = await signInWithPassword(handle.db, { username: "signer", password: "signer password 1", address });
      expect(ok.outcome).toBe("signed-in");
      if (ok.outcome !== "signed-in") return;
      expect((await resolveSession(handle.db, ok.token))?.user.username).toBe("signer");

      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
        expect((await signInWithPassword(handle.db, { username: "signer", password: "wrong", address })).outcome).toBe("invalid");
      }
      const locked = await signInWithPassword(handle.db, { username: "signer", password: "signer password 1", address });
      expect(locked.outcome).toBe("locked");
      // Another address is not affected.
      const elsewhere = await signInWithPassword(handle.db, { username: "signer", password: "signer password 1", address: "203.0.113.21" });
      expect(elsewhere.outcome).toBe("signed-in");
    });

    it("counts a burst of concurrent guesses before hashing: a few are checked, the rest answered busy or locked", async () => {
      await createAdmin(handle.db, { username: "burst-target", password: "burst password 1" }, fast);
      const address = "203.0.113.30";
      const results = await Promise.all(
        Array.from({ length: 30 }, () => signInWithPassword(handle.db, { username: "burst-target", password: "wrong guess", address })),
      );
      const checked = results.filter((result) => result.outcome === "invalid").length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_PAIR);
      expect(results.every((result) => ["invalid", "busy", "locked"].includes(result.outcome))).toBe(true);
      const counted = await handle.db.selectFrom("auth_failures").select("id").where("address", "=", address).execute();
      expect(counted.length).toBe(checked);
    });

    it("a known device of the administrator signs in although others locked its address; the device's own failures still count", async () => {
      await createAdmin(handle.db, { username: "device-owner", password: "device owner password" }, fast);
      const address = "203.0.113.40";
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
        await signInWithPassword(handle.db, { username: "device-owner", password: "attacker guess", address });
      }
      const stranger = await signInWithPassword(handle.db, { username: "device-owner", password: "device owner password", address });
      expect(stranger.outcome).toBe("locked");
      const device = { username: "device-owner", id: "device-1" };
      const owner = await signInWithPassword(handle.db, { username: "device-owner", password: "device owner password", address, device });
      expect(owner.outcome).toBe("signed-in");
      // A device cookie for one account shelters no guesses at another.
      const otherAccount = await signInWithPassword(handle.db, { username: "signer", password: "x", address, device });
      expect(otherAccount.outcome).not.toBe("signed-in");
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
        expect((await signInWithPassword(handle.db, { username: "device-owner", password: "wrong", address, device })).outcome).toBe("invalid");
      }
      expect((await signInWithPassword(handle.db, { username: "device-owner", password: "device owner password", address, device })).outcome).toBe("locked");
    });

    it("issues a new session id at every sign-in", async () => {
      await createAdmin(handle.db, { username: "rotator", password: "rotator password" }, fast);
      const first = await signInWithPassword(handle.db, { username: "rotator", password: "rotator password", address: "a" });
      const second = await signInWithPassword(handle.db, { username: "rotator", password: "rotator password", address: "a" });
      expect(first.outcome === "signed-in" && second.outcome === "signed-in").toBe(true);
      if (first.outcome === "signed-in" && second.outcome === "signed-in") expect(first.token).not.toBe(second.token);
    });

    it("with an authenticator enrolled, asks for the code and admits only a valid, unused one", async () => {
      const admin = await createAdmin(handle.db, { username: "two-factor", password: "two factor password" }, fast);
      const now = new Date("2030-04-01T09:00:00Z");
      const secret = await startTotpEnrolment(handle.db, admin.id);
      const wrong = String((Number(currentTotpCode(secret, now)) + 1) % 1_000_000).padStart(6, "0");
      expect(await confirmTotpEnrolment(handle.db, admin.id, wrong, now)).toBe(false);
      expect(await confirmTotpEnrolment(handle.db, admin.id, currentTotpCode(secret, now), now)).toBe(true);

      const later = new Date(now.getTime() + 60_000);
      const step1 = await signInWithPassword(handle.db, { username: "two-factor", password: "two factor password", address: "b", now: later });
      expect(step1.outcome).toBe("second-factor");
      if (step1.outcome !== "second-factor") return;
      // The pending session is not a signed-in session.
      expect((await resolveSession(handle.db, step1.token, later))?.secondFactorPending).toBe(true);

      const wrongCode = currentTotpCode(secret, new Date(later.getTime() + 10 * 60_000));
      const bad = await completeSecondFactor(handle.db, { pendingToken: step1.token, code: wrongCode, address: "b", now: later });
      expect(bad.outcome).toBe("invalid");
      const good = await completeSecondFactor(handle.db, {
        pendingToken: step1.token,
        code: currentTotpCode(secret, later),
        address: "b",
        now: later,
      });
      expect(good.outcome).toBe("signed-in");
      if (good.outcome !== "signed-in") return;
      expect(good.token).not.toBe(step1.token);
      expect(await resolveSession(handle.db, step1.token, later)).toBeUndefined();

      // The same code cannot be used twice.
      expect(await verifyAdminTotp(handle.db, admin.id, currentTotpCode(secret, later), later)).toBe(false);
      // A pending session expires after five minutes.
      const again = await signInWithPassword(handle.db, { username: "two-factor", password: "two factor password", address: "b", now: later });
      if (again.outcome !== "second-factor") throw new Error("expected the code step");
      const tooLate = new Date(later.getTime() + SECOND_FACTOR_WINDOW_MS + 1000);
      const expired = await completeSecondFactor(handle.db, {
        pendingToken: again.token,
        code: currentTotpCode(secret, tooLate),
        address: "b",
        now: tooLate,
      });
      expect(expired.outcome).toBe("expired");

      await disableTotp(handle.db, admin.id);
      const plain = await signInWithPassword(handle.db, { username: "two-factor", password: "two factor password", address: "b" });
      expect(plain.outcome).toBe("signed-in");
    });
  });
});
