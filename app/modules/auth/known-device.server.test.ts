import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { signingSecretTask } from "~/lib/signing-secret.server";
import { deviceFor, readKnownDevice, serializeKnownDeviceCookie } from "./known-device.server";

function requestWith(setCookie: string): Request {
  return new Request("http://x/login", { headers: { cookie: setCookie.split(";")[0] ?? "" } });
}

describe("known-device cookie", () => {
  beforeAll(async () => {
    const [sqlite] = testDatabases();
    if (!sqlite) throw new Error("no database");
    const handle = await sqlite.open();
    await signingSecretTask.start(handle.db);
  });

  it("is signed, long-lived, HttpOnly and strict, and names the account it was issued for", () => {
    const cookie = serializeKnownDeviceCookie("Admin", "https://visa.example.com", "dev-1");
    expect(cookie).toMatch(/^__Host-known_device=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=15552000; Secure$/);
    const device = readKnownDevice(new Request("https://visa.example.com/login", { headers: { cookie: cookie.split(";")[0] ?? "" } }), "https://visa.example.com");
    expect(device).toEqual({ username: "admin", id: "dev-1" });
    expect(deviceFor(device, " ADMIN ")).toEqual(device);
    expect(deviceFor(device, "someone-else")).toBeUndefined();
  });

  it("is ignored when tampered with or malformed", () => {
    const cookie = serializeKnownDeviceCookie("admin", "http://x", "dev-2");
    const [name, value] = (cookie.split(";")[0] ?? "").split("=");
    const [payload, signature] = (value ?? "").split(".");
    const forged = Buffer.from(JSON.stringify({ u: "admin", d: "other" })).toString("base64url");
    for (const bad of [`${forged}.${signature}`, `${payload}.x`, `${payload}`, "", `${payload}.${signature}.x`]) {
      expect(readKnownDevice(requestWith(`${name}=${bad}`), "http://x"), bad).toBeUndefined();
    }
    expect(readKnownDevice(requestWith(cookie), "http://x")).toEqual({ username: "admin", id: "dev-2" });
  });
});
