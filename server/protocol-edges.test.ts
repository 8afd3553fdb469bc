import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanHtmlPaths, refuseBackslashPaths } from "./protocol-edges";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(refuseBackslashPaths);
  app.use(cleanHtmlPaths);
  app.use((_req, res) => void res.status(404).end());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the path byte for byte (fetch would rewrite a backslash to a slash before sending). */
function get(rawPath: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("paths with a backslash", () => {
  it("are refused, so no redirect can point a browser at another host", async () => {
    for (const path of ["/\\evil.example/index.html", "/%5Cevil.example/index.html", "/%5cevil.example/x", "/about\\index.html"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.location, path).toBeUndefined();
    }
  });

  it("are only looked for in the path: a backslash in the query is the app's to judge", async () => {
    expect(await get("/guides/index.html?q=%5C")).toEqual({ status: 301, location: "/guides?q=%5C" });
  });
});
