import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { sign, signingSecretTask } from "~/lib/signing-secret.server";
import { testDatabases } from "../../../tests/support/test-databases";
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
    const link = createDownloadLink("https://visa.example.com", "eta-601", "order-1", issued);
    expect(link).toMatch(/^https:\/\/visa\.example\.com\/template\/download\?stream=eta-601&ref=order-1&expires=\d+&sig=[\w-]+$/);
    expect(verifyDownloadLink(params(link), new Date(issued.getTime() + DOWNLOAD_LINK_TTL_MS - 1000))).toMatchObject({ ok: true, template: "eta-601" });
    expect(verifyDownloadLink(params(link), new Date(issued.getTime() + DOWNLOAD_LINK_TTL_MS + 1000))).toEqual({ ok: false, reason: "expired" });
  });

  it("still work when e-mailed before templates followed the visa (a stream name in the link)", () => {
    const expires = String(Math.floor(issued.getTime() / 1000) + 3600);
    const legacy = new URLSearchParams({ stream: "business", ref: "order-9", expires, sig: sign(`template-download:business:order-9:${expires}`) });
    expect(verifyDownloadLink(legacy, issued)).toMatchObject({ ok: true, template: "visitor-600-business" });
  });

  it("refuse any change to the template, reference, expiry or signature", () => {
    const link = params(createDownloadLink("https://visa.example.com", "visitor-600-tourist", "order-2", issued));
    for (const [name, value] of [["stream", "visitor-600-business"], ["stream", "tourist"], ["ref", "order-3"], ["expires", "9999999999"], ["sig", "AAAA"]] as const) {
      const forged = new URLSearchParams(link);
      forged.set(name, value);
      expect(verifyDownloadLink(forged, issued)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(verifyDownloadLink(new URLSearchParams(), issued)).toEqual({ ok: false, reason: "invalid" });
  });
});
