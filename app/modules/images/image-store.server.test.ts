import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { processBannerImage } from "./banner-image.server";
import { deleteImageByUrl, findImage, imageIdFromFileName, imageIdFromUrl, imageUrl, storeImage } from "./image-store.server";

describe("image addresses", () => {
  it("map ids to /images/uploads/<id>.webp and back, nothing else", () => {
    const id = "0b5f2a43-8c1e-4d5b-9f1a-2b3c4d5e6f70";
    expect(imageUrl(id)).toBe(`/images/uploads/${id}.webp`);
    expect(imageIdFromUrl(imageUrl(id))).toBe(id);
    expect(imageIdFromFileName(`${id}.webp`)).toBe(id);
    expect(imageIdFromUrl("https://evil.example/images/uploads/x.webp")).toBeUndefined();
    expect(imageIdFromFileName("../../etc/passwd")).toBeUndefined();
    expect(imageIdFromFileName(`${id}.png`)).toBeUndefined();
  });
});

describe.each(testDatabases())("image store on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores the re-encoded bytes and gives them back exactly", async () => {
    const processed = await processBannerImage(await sharp({ create: { width: 30, height: 10, channels: 3, background: "#134a75" } }).png().toBuffer());
    const id = await storeImage(handle.db, processed);
    const stored = await findImage(handle.db, id);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.byteSize).toBe(processed.data.byteLength);
    expect(Buffer.compare(stored?.data ?? Buffer.alloc(0), processed.data)).toBe(0);

    await deleteImageByUrl(handle.db, imageUrl(id));
    expect(await findImage(handle.db, id)).toBeUndefined();
  });
});
