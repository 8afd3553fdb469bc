import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAvailability } from "./database-availability";
import { reactRouterHandler } from "./react-router-handler";
import { DEFAULT_BODY_LIMIT, readRequestBody, refuseOversizedExpectContinue } from "./request-body";

/** Stand-in for React Router: a few routes that behave the way real actions and loaders do. */
async function fakeApp(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path === "/echo" || path === "/admin/echo") return new Response(await request.text());
  if (path === "/form") {
    const form = await request.formData(); // throws on a body that is not form data, as an action would
    return Response.json({ name: form.get("name") });
  }
  if (path === "/api/broken" || path === "/broken" || path === "/broken.data") return new Response("Unexpected Server Error", { status: 500 });
  return new Response("Not Found", { status: 404 });
}

let databaseReachable = true;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(readRequestBody);
  app.use(
    reactRouterHandler({
      handleRequest: async (request) => {
        try {
          return await fakeApp(request);
        } catch {
          return new Response("Unexpected Server Error", { status: 500 });
        }
      },
      getLoadContext: () => ({}),
      isDatabaseReachable: async () => databaseReachable,
    }),
  );
  server = app.listen(0, "127.0.0.1");
  refuseOversizedExpectContinue(server);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so chunked uploads and Expect: 100-continue behave as they do on the wire. */
function rawRequest(
  path: string,
  options: { headers?: Record<string, string>; chunks?: Buffer[] },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: "POST", headers: options.headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.on("continue", () => {
      for (const chunk of options.chunks ?? []) request.write(chunk);
      request.end();
    });
    if (!options.headers?.Expect) {
      for (const chunk of options.chunks ?? []) request.write(chunk);
      request.end();
    }
  });
}

describe("request bodies", () => {
  it("passes a body within the limit to the app unchanged", async () => {
    const text = "x".repeat(DEFAULT_BODY_LIMIT);
    const response = await fetch(`${base}/echo`, { method: "POST", body: text });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBe(DEFAULT_BODY_LIMIT);
  });

  it("refuses a declared Content-Length over the limit with 413 and a clear message", async () => {
    const response = await fetch(`${base}/api/echo`, { method: "POST", body: "x".repeat(DEFAULT_BODY_LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { title: "Request Too Large", message: expect.stringContaining("larger than this address accepts (1 MB)") },
    });
  });

  it("counts streamed bytes when no length is declared", async () => {
    const chunk = Buffer.alloc(256 * 1024, 97);
    const response = await rawRequest("/echo", { headers: { "Transfer-Encoding": "chunked" }, chunks: Array(6).fill(chunk) });
    expect(response.status).toBe(413);
    expect(response.body).toContain("Request Too Large");
  });

  it("gives the admin area a larger limit", async () => {
    const response = await fetch(`${base}/admin/echo`, { method: "POST", body: "x".repeat(3 * DEFAULT_BODY_LIMIT) });
    expect(response.status).toBe(200);
  });

  it("refuses an oversized upload at Expect: 100-continue, before the body is sent", async () => {
    const response = await rawRequest("/echo", {
      headers: { Expect: "100-continue", "Content-Length": String(DEFAULT_BODY_LIMIT * 5) },
      chunks: [],
    });
    expect(response.status).toBe(413);
  });

  it("answers malformed JSON with 400 wherever it is sent", async () => {
    const response = await fetch(`${base}/echo`, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"a":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { title: "Malformed Request", message: "The request body is not valid JSON." } });
  });

  it("answers a form body the action cannot read with 400 instead of 500", async () => {
    const broken = await fetch(`${base}/form`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "this is not multipart",
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("The form data could not be read");

    const plain = await fetch(`${base}/form`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "name=x" });
    expect(plain.status).toBe(400);

    const good = await fetch(`${base}/form`, { method: "POST", body: new URLSearchParams({ name: "Ada" }) });
    expect(await good.json()).toEqual({ name: "Ada" });
  });
});

describe("database outages", () => {
  it("turns a failure into a friendly 503 page while the database is unreachable", async () => {
    databaseReachable = false;
    try {
      const page = await fetch(`${base}/broken`, { headers: { Accept: "text/html" } });
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("30");
      expect(await page.text()).toContain("briefly unavailable while we reconnect to our database");

      const api = await fetch(`${base}/api/broken`);
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ error: { title: "We are sorry" } });

      // Client-side navigations read the status and show the app's own 503 message.
      const data = await fetch(`${base}/broken.data`);
      expect(data.status).toBe(503);
      expect(data.headers.get("x-remix-response")).toBeNull();
    } finally {
      databaseReachable = true;
    }
  });

  it("leaves other failures as 500 when the database answers", async () => {
    expect((await fetch(`${base}/broken`)).status).toBe(500);
  });

  it("probes the database at most once per interval, however many requests fail", async () => {
    let probes = 0;
    const reachable = databaseAvailability(async () => {
      probes += 1;
      return false;
    }, 60_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => reachable()));
    expect(answers.every((answer) => answer === false)).toBe(true);
    expect(probes).toBe(1);
  });
});
