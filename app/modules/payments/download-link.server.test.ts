import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { signingSecretTask } from "~/lib/signing-secret.server";
import { testDatabases } from "~/lib/test-databases";
import { DOWNLOAD_LINK_TTL_MS, createDownloadLink, verifyDownloadLink } from "./download-link.server";

describe("template download links", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDatabases()[0]!.open();
    await signingSecretTask.start(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const issued = new Date("2031-03-01T00:00:00Z");
  const params = (link: string) => new URL(link).searchParams;

  it("work until they expire a week later", () => {
    const link = createDownloadLink("https://visa.example.com", "business", "order-1", issued);
    expect(link).toMatch(/^https:\/\/visa\.example\.com\/template\/download\?stream=business&ref=order-1&expires=\d+&sig=[\w-]+$/);
    expect(verifyDownloadLink(params(link), new Date(issued.getTime() + DOWNLOAD_LINK_TTL_MS - 1000))).toEqual({ ok: true, stream: "business" });
    expect(verifyDownloadLink(params(link), new Date(issued.getTime() + DOWNLOAD_LINK_TTL_MS + 1000))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse any change to the stream, reference, expiry or signature", () => {
    const link = params(createDownloadLink("https://visa.example.com", "tourist", "order-2", issued));
    for (const [name, value] of [["stream", "business"], ["ref", "order-3"], ["expires", "9999999999"], ["sig", "AAAA"]] as const) {
      const forged = new URLSearchParams(link);
      forged.set(name, value);
      expect(verifyDownloadLink(forged, issued)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(verifyDownloadLink(new URLSearchParams(), issued)).toEqual({ ok: false, reason: "invalid" });
  });
});
