import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import type { ProcessedImage } from "./banner-image.server";

const UPLOADS_PREFIX = "/images/uploads/";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export interface StoredImage {
  id: string;
  contentType: string;
  data: Buffer;
  byteSize: number;
  createdAt: string;
}

/** The public address of a stored image. Ids are random and contents never change, so it may be cached for good. */
export function imageUrl(id: string): string {
  return `${UPLOADS_PREFIX}${id}.webp`;
}

/** The image id in a file name such as `<uuid>.webp`, else undefined. */
export function imageIdFromFileName(fileName: string): string | undefined {
  return new RegExp(`^(${UUID})\\.webp$`).exec(fileName)?.[1];
}

/** The image id behind one of our image addresses, else undefined (any other URL). */
export function imageIdFromUrl(url: string): string | undefined {
  return url.startsWith(UPLOADS_PREFIX) ? imageIdFromFileName(url.slice(UPLOADS_PREFIX.length)) : undefined;
}

export async function storeImage(db: Kysely<Database>, image: ProcessedImage): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("images")
    .values({
      id,
      content_type: image.contentType,
      data: image.data,
      width: image.width,
      height: image.height,
      byte_size: image.data.byteLength,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function findImage(db: Kysely<Database>, id: string): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom("images")
    .select(["id", "content_type", "data", "byte_size", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, contentType: row.content_type, data: Buffer.from(row.data), byteSize: row.byte_size, createdAt: row.created_at };
}

/** Deletes the image behind one of our addresses; other values are ignored. */
export async function deleteImageByUrl(db: Kysely<Database>, url: string): Promise<void> {
  const id = imageIdFromUrl(url);
  if (id) await db.deleteFrom("images").where("id", "=", id).execute();
}
