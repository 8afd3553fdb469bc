import { describe, expect, it } from "vitest";
import { readSessionToken, serializeClearedSessionCookie, serializeSessionCookie, sessionCookieName } from "./session-cookie.server";

describe("session cookie", () => {
  it("uses the __Host- prefix and Secure under https", () => {
    expect(sessionCookieName("https://visa.example.com")).toBe("__Host-admin_session");
    expect(serializeSessionCookie("tok", "https://visa.example.com")).toBe("__Host-admin_session=tok; Path=/; HttpOnly; SameSite=Lax; Secure");
  });

  it("uses a plain name without Secure over http", () => {
    expect(sessionCookieName("http://localhost:3000")).toBe("admin_session");
    const cookie = serializeSessionCookie("tok", "http://localhost:3000");
    expect(cookie).toBe("admin_session=tok; Path=/; HttpOnly; SameSite=Lax");
    expect(serializeClearedSessionCookie("http://localhost:3000")).toContain("Max-Age=0");
  });

  it("reads its own cookie among others and ignores look-alikes", () => {
    const request = new Request("http://x/", { headers: { cookie: "theme=dark; xadmin_session=evil; admin_session=abc; other=1" } });
    expect(readSessionToken(request, "http://x")).toBe("abc");
    expect(readSessionToken(new Request("http://x/"), "http://x")).toBeUndefined();
    expect(readSessionToken(new Request("http://x/", { headers: { cookie: "admin_session=" } }), "http://x")).toBeUndefined();
  });
});
