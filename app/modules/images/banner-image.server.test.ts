import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRejectedError, MAX_BANNER_BYTES, bannerMessages, processBannerImage, sniffImageType } from "./banner-image.server";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 19, g: 74, b: 117 } } });

async function rejection(bytes: Uint8Array): Promise<string> {
  try {
    await processBannerImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.message;
    throw error;
  }
  throw new Error("expected the image to be refused");
}

describe("banner image processing", () => {
  it.each([
    ["png", () => solid(40, 20).png().toBuffer()],
    ["jpeg", () => solid(40, 20).jpeg().toBuffer()],
    ["gif", () => solid(40, 20).gif().toBuffer()],
    ["webp", () => solid(40, 20).webp().toBuffer()],
  ])("accepts %s by its content and re-encodes it as WebP", async (type, make) => {
    const bytes = await make();
    expect(sniffImageType(bytes)).toBe(type);
    const result = await processBannerImage(bytes);
    expect(result.contentType).toBe("image/webp");
    expect(sniffImageType(result.data)).toBe("webp");
    expect([result.width, result.height]).toEqual([40, 20]);
  });

  it("scales large images down to fit 1920x1080, keeping the aspect ratio", async () => {
    const result = await processBannerImage(await solid(4000, 1000).png().toBuffer());
    expect([result.width, result.height]).toEqual([1920, 480]);
    expect((await sharp(result.data).metadata()).width).toBe(1920);
  });

  it("strips metadata such as EXIF camera data", async () => {
    const withExif = await solid(64, 64).jpeg().withExif({ IFD0: { Copyright: "Secret Camera Owner", Make: "PhoneCo" } }).toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await processBannerImage(withExif);
    const metadata = await sharp(result.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(result.data.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
  });

  it("refuses other formats whatever their name or claimed type", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>');
    expect(await rejection(svg)).toBe(bannerMessages.type);
    expect(await rejection(await solid(10, 10).tiff().toBuffer())).toBe(bannerMessages.type);
    expect(await rejection(Buffer.from("%PDF-1.7 not an image"))).toBe(bannerMessages.type);
    expect(await rejection(Buffer.from("GIF89a but then nothing useful"))).toBe(bannerMessages.unreadable);
  });

  it("refuses files over 5 MB", async () => {
    const big = new Uint8Array(MAX_BANNER_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await rejection(big)).toBe(bannerMessages.size);
  });

  it("refuses a decompression bomb", async () => {
    // 10000 x 10000 pixels of one colour compress to a small PNG but would need 300 MB to decode.
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(MAX_BANNER_BYTES);
    expect(await rejection(bomb)).toBe(bannerMessages.unreadable);
  });
});
