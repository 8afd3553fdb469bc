import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "../app/lib/forms/parse-form.server";
import { BODY_LIMITS, bodyLimitName } from "../app/lib/http/body-limits";
import { requestBodyGate, refuseOversizedExpectContinue, type BodyLimitResolver } from "./request-body";
import { requireValidHost } from "./valid-host";

const MiB = 1024 * 1024;

/** Stands in for the session lookup: the cookie `session=admin` is a signed-in administrator. */
const resolveLimit: BodyLimitResolver = async ({ pathname, cookie }) => BODY_LIMITS[bodyLimitName(pathname, cookie === "session=admin")];

/** How many body bytes the app side actually received, per request path. */
const received = new Map<string, number>();

/**
 * Behind the gate, requests reach the app as @react-router/express hands them over: a fetch Request
 * whose body streams from the socket. The app reads it with `parseForm`, as every form action does.
 */
async function app(req: express.Request, res: express.Response) {
  let count = 0;
  req.on("data", (chunk: Buffer) => {
    count += chunk.length;
    received.set(req.path, count);
  });
  const request = new Request(`http://${req.headers.host}${req.originalUrl}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: createReadableStreamFromReadable(req),
    duplex: "half",
  } as RequestInit);
  try {
    const upload = req.path.startsWith("/admin/");
    const submission = await parseForm(request, z.object({ name: z.string() }), { bodyLimit: upload ? "upload" : "public" });
    res.json(submission.ok ? { name: submission.data.name } : { fieldErrors: submission.fieldErrors });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    res.status(thrown.status).type("json").send(await thrown.text());
  }
}

let server: http.Server;
let base: string;

beforeAll(async () => {
  const express_ = express();
  express_.use(requireValidHost);
  express_.use(requestBodyGate(resolveLimit));
  express_.use((req, res, next) => void app(req, res).catch(next));
  server = express_.listen(0, "127.0.0.1");
  refuseOversizedExpectContinue(server, resolveLimit);
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

const form = (size: number) => `name=${"x".repeat(size - 5)}`;
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

describe("request bodies", () => {
  it("passes a form within the public limit to the app", async () => {
    const response = await fetch(`${base}/contact`, { method: "POST", headers: urlencoded, body: form(BODY_LIMITS.public) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { name: string }).name).toHaveLength(BODY_LIMITS.public - 5);
  });

  it("refuses a declared length over the limit with 413 before the app reads any of it", async () => {
    const response = await fetch(`${base}/declared`, { method: "POST", headers: { ...urlencoded, Accept: "application/json" }, body: form(BODY_LIMITS.public + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { title: "Request Too Large", message: "The request body is larger than this address accepts (1 MB). Please send less data." },
    });
    expect(received.has("/declared"), "the app never saw the request").toBe(false);
  });

  it("gives anonymous posts to the admin upload routes the public limit, and only a signed-in administrator the upload limit", async () => {
    const body = form(3 * MiB);
    received.delete("/admin/add-new-page");
    const anonymous = await fetch(`${base}/admin/add-new-page`, { method: "POST", headers: urlencoded, body });
    expect(anonymous.status).toBe(413);
    expect(received.get("/admin/add-new-page")).toBeUndefined();

    const signedIn = await fetch(`${base}/admin/add-new-page`, { method: "POST", headers: { ...urlencoded, Cookie: "session=admin" }, body });
    expect(signedIn.status).toBe(200);

    // Other admin routes never take uploads.
    const other = await fetch(`${base}/admin/manage-pages`, { method: "POST", headers: { ...urlencoded, Cookie: "session=admin" }, body });
    expect(other.status).toBe(413);

    const tooLarge = await fetch(`${base}/admin/add-new-page`, {
      method: "POST",
      headers: { ...urlencoded, Cookie: "session=admin" },
      body: form(BODY_LIMITS.upload + 1),
    });
    expect(tooLarge.status).toBe(413);
  });

  it("reads almost nothing of an anonymous 11 MB post before refusing it, so a flood of them costs little", async () => {
    const sockets: net.Socket[] = [];
    const track = (socket: net.Socket) => sockets.push(socket);
    server.on("connection", track);
    try {
      const response = await fetch(`${base}/admin/add-new-page`, { method: "POST", headers: { ...urlencoded, Cookie: "session=forged" }, body: form(11 * MiB) });
      expect(response.status).toBe(413);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(Math.max(...sockets.map((socket) => socket.bytesRead))).toBeLessThan(2 * MiB);
    } finally {
      server.off("connection", track);
    }
  });

  it("counts streamed bytes when no length is declared, and stops reading at the limit", async () => {
    received.delete("/chunked");
    const chunk = Buffer.alloc(256 * 1024, 97);
    const response = await rawRequest("/chunked", {
      headers: { "Transfer-Encoding": "chunked", ...urlencoded },
      chunks: [Buffer.from("name="), ...Array<Buffer>(48).fill(chunk)],
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain("Request Too Large");
    // 12 MB were sent; the app held on to little more than the limit.
    expect(received.get("/chunked") ?? 0).toBeLessThan(BODY_LIMITS.public + 2 * MiB);
  });

  it("refuses an oversized upload at Expect: 100-continue, before the body is sent", async () => {
    const response = await rawRequest("/admin/add-new-page", {
      headers: { Expect: "100-continue", "Content-Length": String(12 * MiB), ...urlencoded },
      chunks: [],
    });
    expect(response.status).toBe(413);
  });

  it("answers a form it cannot read with 400 and says why", async () => {
    const broken = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz", Accept: "application/json" },
      body: "this is not multipart",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { message: string } }).error.message).toContain("The form data could not be read");

    const plain = await fetch(`${base}/contact`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "name=x" });
    expect(plain.status).toBe(400);

    const good = await fetch(`${base}/contact`, { method: "POST", body: new URLSearchParams({ name: "Ada" }) });
    expect(await good.json()).toEqual({ name: "Ada" });
  });
});

describe("requests without a usable Host", () => {
  it("answers an HTTP/1.0 request without Host with 400, not an error", async () => {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write("GET /contact HTTP/1.0\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.[01] 400/);
    expect(answer).toContain("The Host header of the request is not valid.");
  });
});
