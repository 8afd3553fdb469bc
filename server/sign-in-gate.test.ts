import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSignInPath, signInGate } from "./sign-in-gate";

describe("isSignInPath", () => {
  it("knows every spelling the router sends to the sign-in action", () => {
    for (const path of ["/login", "/login.data", "/LOGIN", "/Login.data", "/login/", "/login/_.data", "/Login/_.data", "/%6Cogin", "/%6c%6F%67%69%6E.data"]) expect(isSignInPath(path), path).toBe(true);
  });

  it("and nothing else", () => {
    for (const path of ["/", "/_.data", "/loginx", "/admin/login", "/login/extra", "/login/extra/_.data", "/%E0%A4", "/logi"]) expect(isSignInPath(path), path).toBe(false);
  });
});

describe("the sign-in gate", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    // Stands in for the app's signature check: only "known_device=valid" is a real cookie.
    app.use(signInGate(0, (cookie) => (cookie === "known_device=valid" ? "browser-1" : undefined)));
    // Stands in for the app's sign-in, which takes a while (the password hash).
    app.use((_req, res) => void setTimeout(() => res.status(401).send("checked"), 300));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses a burst however the path is written, letting three through at once", async () => {
    const paths = ["/login.data", "/Login", "/login/", "/%6Cogin"];
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${base}${paths[i % paths.length]}`, { method: "POST" }).then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it("counts posts with forged known-device cookies as the address's, while a valid one keeps its own allowance", async () => {
    const post = (cookie: string) => fetch(`${base}/login`, { method: "POST", headers: { cookie } }).then((r) => r.status);
    const forged = Array.from({ length: 12 }, (_, i) => post(`known_device=forged${i}.sig`));
    const owner = post("known_device=valid");
    const statuses = await Promise.all(forged);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await owner).toBe(401);
  });
});
