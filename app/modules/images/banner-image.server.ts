
export const MAX_BANNER_BYTES = 5 * 1024 * 1024;
/** Large enough for a full-width hero on wide screens; larger uploads are scaled down. */
export const BANNER_MAX_WIDTH = 1920;
export const BANNER_MAX_HEIGHT = 1080;
/** Refuse decompression bombs: a small file that would expand to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

export type AcceptedImageType = "png" | "jpeg" | "gif" | "webp";

export const bannerMessages = {
  type: "The banner must be a PNG, JPEG, GIF or WebP image.",
  size: "The banner image must be 5 MB or smaller.",
  unreadable: "The banner image could not be read. Please choose another file.",
} as const;

export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

/** The image type by its first bytes (never by file name or the browser's claim), if it is one we accept. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
}

/** How an upload is framed once re-encoded, and the words its refusals use. */
export interface ImageShape {
  width: number;
  height: number;
  /** "inside" keeps the whole picture (banners); "cover" crops to the box (portraits). */
  fit: "inside" | "cover";
  messages: { type: string; size: string; unreadable: string };
}

const bannerShape: ImageShape = { width: BANNER_MAX_WIDTH, height: BANNER_MAX_HEIGHT, fit: "inside", messages: bannerMessages };

/**
 * Checks an uploaded banner and re-encodes it: turned upright, scaled down to fit 1920x1080, the
 * first frame of an animation, WebP. Re-encoding drops every byte of the original file, so
 * metadata (camera, GPS position) and anything hidden in it are gone.
 */
export function processBannerImage(bytes: Uint8Array): Promise<ProcessedImage> {
  return processUploadedImage(bytes, bannerShape);
}

/** The banner's checks and re-encoding for any uploaded picture, framed as `shape` says. */
export async function processUploadedImage(bytes: Uint8Array, shape: ImageShape): Promise<ProcessedImage> {
  const { messages } = shape;
  if (bytes.byteLength > MAX_BANNER_BYTES) throw new ImageRejectedError(messages.size);
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRejectedError(messages.type);
  // sharp (about 20 MB resident) loads with the first upload rather than at start-up.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
    const metadata = await image.metadata();
    // The decoder must agree with the signature: a PNG header on something else is refused.
    if (metadata.format !== type) throw new ImageRejectedError(messages.type);
    const { data, info } = await image
      .rotate()
      .resize({ width: shape.width, height: shape.height, fit: shape.fit, withoutEnlargement: shape.fit === "inside" })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: "image/webp", width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError(messages.unreadable);
  }
}
