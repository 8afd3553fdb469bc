import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BODY_LIMITS } from "~/lib/http/body-limits";
import { checkbox, optionalFile } from "./fields";
import { parseForm } from "./parse-form.server";
import { readJson } from "./read-body.server";

const schema = z.object({
  name: z.string({ message: "Name is required" }).trim().min(1, "Name is required"),
  email: z.string().regex(/^\S+@\S+$/, "Invalid email address"),
  agree: checkbox(),
  photo: optionalFile(),
});

const post = (body: BodyInit, init: { path?: string; headers?: Record<string, string> } = {}) =>
  new Request(`http://localhost${init.path ?? "/contact"}`, { method: "POST", body, headers: init.headers });

/** The thrown problem's status and JSON body. */
async function refusal(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: (await response.json()) as { error: { title: string; message: string } } };
}

/** A body that arrives in pieces with no declared length, as a chunked upload does. */
function streamed(totalBytes: number, chunkBytes = 64 * 1024): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(new TextEncoder().encode("name="));
        sent += 5;
        return;
      }
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
      sent += chunkBytes;
    },
  });
  return { body, pulled: () => sent };
}

describe("parseForm", () => {
  it("reads a url-encoded form and checks it with the schema", async () => {
    const submission = await parseForm(post(new URLSearchParams({ name: " Ann ", email: "ann@example.com", agree: "on", _enhanced: "1" })), schema);
    expect(submission).toMatchObject({ ok: true, data: { name: "Ann", email: "ann@example.com", agree: true }, enhanced: true });
  });

  it("reads multipart forms with files", async () => {
    const form = new FormData();
    form.append("name", "Ann");
    form.append("email", "ann@example.com");
    form.append("photo", new File(["png bytes"], "photo.png", { type: "image/png" }));
    form.append("empty", new File([], ""));
    const submission = await parseForm(post(form), schema);
    if (!submission.ok) throw new Error("expected a valid form");
    expect(submission.data.photo?.name).toBe("photo.png");
    expect(submission.data.agree).toBe(false);
    expect(submission.enhanced).toBe(false);
  });

  it("returns the first message per field and what was typed, never what must not be echoed", async () => {
    const submission = await parseForm(post(new URLSearchParams({ name: "  ", email: "not an address", password: "secret", _enhanced: "1" })), schema, {
      conceal: ["password"],
    });
    expect(submission).toMatchObject({
      ok: false,
      fieldErrors: { name: "Name is required", email: "Invalid email address" },
      values: { name: "  ", email: "not an address" },
    });
    expect(submission.values).not.toHaveProperty("password");
    expect(submission.values).not.toHaveProperty("_enhanced");
  });

  it("reads the first value of a repeated field, as FormData.get does", async () => {
    const body = new URLSearchParams([
      ["name", "First"],
      ["name", "Second"],
      ["email", "a@b"],
    ]);
    expect(await parseForm(post(body), schema)).toMatchObject({ ok: true, data: { name: "First" } });
  });

  it("refuses a body that is not form data with 400 and says how to send it", async () => {
    for (const [contentType, body] of [
      ["text/plain", "name=Ann"],
      ["application/json", '{"name":"Ann"}'],
      ["multipart/form-data; boundary=xyz", "this is not multipart"],
      ["multipart/form-data", "--no-boundary\r\n"],
    ]) {
      const { status, body: problem, cacheControl } = await refusal(parseForm(post(body as string, { headers: { "Content-Type": contentType as string } }), schema));
      expect(status, contentType).toBe(400);
      expect(problem.error.message).toBe("The form data could not be read. Send it as application/x-www-form-urlencoded or multipart/form-data.");
      expect(cacheControl).toBe("no-store");
    }
  });

  it("refuses a declared length over the public limit with 413 before reading", async () => {
    const { body, pulled } = streamed(BODY_LIMITS.public * 3);
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(BODY_LIMITS.public * 3) },
    } as RequestInit);
    const { status, body: problem } = await refusal(parseForm(request, schema));
    expect(status).toBe(413);
    expect(problem).toEqual({
      error: { title: "Request Too Large", message: "The request body is larger than this address accepts (1 MB). Please send less data." },
    });
    expect(pulled()).toBeLessThan(256 * 1024);
  });

  it("stops reading a body without a declared length as soon as it passes the limit", async () => {
    const { body, pulled } = streamed(12 * 1024 * 1024);
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect((await refusal(parseForm(request, schema))).status).toBe(413);
    expect(pulled()).toBeLessThan(BODY_LIMITS.public + 512 * 1024);
  });

  it("grants the upload limit only on the upload routes", async () => {
    const body = `name=${"x".repeat(2 * 1024 * 1024)}&email=a@b`;
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    expect(await parseForm(post(body, { path: "/admin/add-new-page", headers }), schema, { bodyLimit: "upload" })).toMatchObject({ ok: true });
    expect(await parseForm(post(body, { path: "/admin/edit-page/abc.data", headers }), schema, { bodyLimit: "upload" })).toMatchObject({ ok: true });
    // Asking for it anywhere else changes nothing.
    expect((await refusal(parseForm(post(body, { path: "/contact", headers }), schema, { bodyLimit: "upload" }))).status).toBe(413);
    expect((await refusal(parseForm(post(body, { path: "/admin/add-new-page", headers }), schema))).status).toBe(413);
  });
});

describe("readJson", () => {
  it("reads JSON, allows no body at all, and refuses anything else with 400", async () => {
    expect(await readJson(post('{"a":1}', { headers: { "Content-Type": "application/json" } }))).toEqual({ a: 1 });
    expect(await readJson(new Request("http://localhost/api/visitors", { method: "POST" }))).toBeUndefined();
    const { status, body } = await refusal(readJson(post('{"a":', { headers: { "Content-Type": "application/json" } })));
    expect(status).toBe(400);
    expect(body).toEqual({ error: { title: "Malformed Request", message: "The request body is not valid JSON." } });
  });
});
